import { useTranslation } from 'react-i18next';

import type { ProductCollaborator, ProductInvite } from '@lancer/api/schemas/product';
import { Badge } from '@lancer/ui/components/badge';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { FormAlert } from '../../components/form-alert';
import { formatDay } from '../../lib/format';
import { personName } from '../../lib/person-name';
import { InviteForm } from './components/invite-form';

export type CollaboratorsViewProps = {
  state: Loadable<{ collaborators: ProductCollaborator[]; invites: ProductInvite[] }>;
  /** Only the owner manages collaborators (the others see the list). */
  isOwner: boolean;
  invitePending: boolean;
  inviteCount: number;
  inviteFailure: string | null;
  /** The failed invite (a VALIDATION_FAILED answer's message shows on the field). */
  inviteError?: unknown;
  onInvite: (invitee: string) => void;
  removingId: string | null;
  onRemove: (userId: string) => void;
  cancellingId: string | null;
  onCancelInvite: (inviteId: string) => void;
  failure: string | null;
};

/** The "collaborators" tab: members and roles, invite by email or user ID, remove (confirm), pending invites. */
export function CollaboratorsView(props: CollaboratorsViewProps) {
  const { t, i18n } = useTranslation('products', { keyPrefix: 'collaborators' });
  const loadStateLabels = useLoadStateLabels();
  return (
    <div className="flex flex-col gap-6">
      {props.isOwner ? (
        <section aria-label={t('invite')} className="grid gap-3 rounded-lg border p-4">
          <h2 className="text-base font-semibold">{t('invite')}</h2>
          <InviteForm
            key={props.inviteCount}
            pending={props.invitePending}
            failure={props.inviteFailure}
            serverError={props.inviteError}
            onInvite={props.onInvite}
          />
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">{t('ownerOnly')}</p>
      )}
      {props.failure !== null ? <FormAlert title={t('removeFailed')} reason={props.failure} /> : null}
      <LoadState {...loadStateLabels} state={props.state} errorTitle={t('loadFailed')}>
        {({ collaborators, invites }) => (
          <>
            <section aria-labelledby="members-title" className="grid gap-3">
              <h2 id="members-title" className="text-lg font-semibold">
                {t('title')}
              </h2>
              <ul aria-labelledby="members-title" className="divide-y rounded-lg border">
                {collaborators.map((member) => {
                  const name = personName(member.user);
                  return (
                    <li
                      key={member.user.user_id}
                      className="flex flex-wrap items-center justify-between gap-3 p-3"
                    >
                      <div className="grid min-w-0 gap-0.5">
                        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                          {name}
                          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                            {t(`roles.${member.role}`)}
                          </Badge>
                        </p>
                        <p className="text-xs break-all text-muted-foreground">
                          @{member.user.flid} ·{' '}
                          {t('joined', { date: formatDay(member.joined_at, i18n.language) })}
                        </p>
                      </div>
                      {props.isOwner && member.role !== 'owner' ? (
                        <ConfirmButton
                          variant="ghost"
                          label={t('remove', { name })}
                          title={t('removeTitle', { name })}
                          description={t('removeBody')}
                          confirm={t('removeConfirm')}
                          cancel={t('cancel')}
                          loading={props.removingId === member.user.user_id}
                          onConfirm={() => props.onRemove(member.user.user_id)}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
            <section aria-labelledby="invites-title" className="grid gap-3">
              <h2 id="invites-title" className="text-base font-semibold">
                {t('pending')}
              </h2>
              {invites.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('noPending')}</p>
              ) : (
                <ul aria-labelledby="invites-title" className="divide-y rounded-lg border">
                  {invites.map((invite) => (
                    <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                      <div className="grid min-w-0 gap-0.5">
                        <p className="font-medium break-all">{invite.email}</p>
                        <p className="text-xs text-muted-foreground">
                          {t('invited', { date: formatDay(invite.invited_at, i18n.language) })}
                        </p>
                      </div>
                      {props.isOwner ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          // The label names the email: on a phone it wraps rather than widen the page.
                          className="h-auto min-h-8 shrink text-start [overflow-wrap:anywhere] whitespace-normal"
                          loading={props.cancellingId === invite.id}
                          onClick={() => props.onCancelInvite(invite.id)}
                        >
                          {t('cancelInvite', { email: invite.email })}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}
