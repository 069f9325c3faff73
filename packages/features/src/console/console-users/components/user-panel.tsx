import { useTranslation } from 'react-i18next';

import type { ConsoleUser } from '@lancer/api/schemas/console';
import { Button } from '@lancer/ui/components/button';

import { formatDay, formatMoment } from '../../../lib/format';
import { useConsoleDialog } from '../../../components/console-dialogs';
import type { SuspendFormValues } from '../suspend-schema';
import { ReinstateDialog } from './reinstate-dialog';
import { SuspendDialog } from './suspend-dialog';
import { nameOf } from '../user-name';

export type UserActions = {
  /** Resolves when the server took the suspension: the dialog closes then. */
  onSuspend: (user: ConsoleUser, values: SuspendFormValues) => Promise<unknown>;
  onReinstate: (user: ConsoleUser) => Promise<unknown>;
  busy: boolean;
  /** The server's refusal of the last suspension or reinstatement. */
  actionError: string | null;
};

/** One user for an operator: who, since when, any suspension (until, why), and what can be done. */
export function UserPanel({ user, ...actions }: { user: ConsoleUser } & UserActions) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'users' });
  const { dialog, show, close, run } = useConsoleDialog<'suspend' | 'reinstate'>();
  return (
    <section aria-label={nameOf(user)} className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">{nameOf(user)}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('email')}</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="text-muted-foreground">{t('flid')}</dt>
        <dd className="break-all">{user.user.flid}</dd>
        <dt className="text-muted-foreground">{t('joined')}</dt>
        <dd>{formatDay(user.created_at, i18n.language)}</dd>
        <dt className="text-muted-foreground">{t('status')}</dt>
        <dd>
          {user.suspended_until
            ? t('suspendedUntil', { until: formatMoment(user.suspended_until, i18n.language) })
            : t('active')}
        </dd>
        {user.suspended_until ? (
          <>
            <dt className="text-muted-foreground">{t('why')}</dt>
            <dd className="whitespace-pre-wrap">{user.suspension_reason}</dd>
          </>
        ) : null}
      </dl>
      {user.suspended_until ? (
        <Button variant="outline" className="self-start" onClick={() => show('reinstate')}>
          {t('reinstate.open')}
        </Button>
      ) : (
        <Button variant="destructive" className="self-start" onClick={() => show('suspend')}>
          {t('suspend.open')}
        </Button>
      )}
      <SuspendDialog
        user={user}
        open={dialog === 'suspend'}
        onOpenChange={close}
        onSuspend={(values) => run(actions.onSuspend(user, values))}
        busy={actions.busy}
        error={actions.actionError}
      />
      <ReinstateDialog
        user={user}
        open={dialog === 'reinstate'}
        onOpenChange={close}
        onReinstate={() => run(actions.onReinstate(user))}
        busy={actions.busy}
        error={actions.actionError}
      />
    </section>
  );
}
