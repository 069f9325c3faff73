import { useTranslation } from 'react-i18next';

import type { NotificationKind } from '@lancer/api/schemas/notification';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Spinner } from '@lancer/ui/components/spinner';

import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

/** Where the link's one call stands. `kind` null: the digest's link stopped every kind's mail. */
export type UnsubscribeState =
  | { status: 'working' }
  | { status: 'done'; kind: NotificationKind | null }
  | { status: 'missing' | 'invalid' }
  | { status: 'failed'; onRetry: () => void };

export type UnsubscribeViewProps = { state: UnsubscribeState };

const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * /unsubscribe (decision 1231, public): what a mail's unsubscribe link stopped, or why it could not.
 * The notifications themselves stay on the bell; only the mails stop.
 */
export function UnsubscribeView({ state }: UnsubscribeViewProps) {
  const { t } = useTranslation('notifications');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-6 py-16">
      <h1 className="text-2xl font-semibold tracking-tight">{t('unsubscribe.title')}</h1>
      {state.status === 'working' ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner label={null} />
          <span role="status">{t('unsubscribe.working')}</span>
        </p>
      ) : state.status === 'done' ? (
        <Alert variant="success">
          <AlertTitle>
            {state.kind ? t('unsubscribe.doneKindTitle') : t('unsubscribe.doneAllTitle')}
          </AlertTitle>
          <AlertDescription>
            {state.kind
              ? t('unsubscribe.doneKind', { kind: t(`kindNames.${state.kind}`) })
              : t('unsubscribe.doneAll')}
          </AlertDescription>
        </Alert>
      ) : state.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>{t('unsubscribe.failedTitle')}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            {t('unsubscribe.failed')}
            <Button variant="outline" size="sm" onClick={state.onRetry}>
              {t('unsubscribe.tryAgain')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>
            {state.status === 'missing' ? t('unsubscribe.missingTitle') : t('unsubscribe.invalidTitle')}
          </AlertTitle>
          <AlertDescription>{t('unsubscribe.invalid')}</AlertDescription>
        </Alert>
      )}
      <nav aria-label={t('unsubscribe.next')} className="flex flex-wrap gap-x-6 gap-y-2">
        <AppLink to={paths.notificationSettings.getHref()} className={linkClass}>
          {t('unsubscribe.settings')}
        </AppLink>
        <AppLink to={paths.home.getHref()} className={linkClass}>
          {t('unsubscribe.home')}
        </AppLink>
      </nav>
    </div>
  );
}
