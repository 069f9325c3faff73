import { useTranslation } from 'react-i18next';

import type { Invitation } from '@lancer/api/schemas/invitation';
import { Button } from '@lancer/ui/components/button';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { AppLink } from '../../../navigation/app-link';
import { invitationBadgeOf } from '../../../lib/invitation-badge';
import { formatBudget, formatDay } from '../../../lib/format';
import { paths } from '../../../navigation/paths';
import { personName } from '../../../lib/person-name';

export type ReceivedInvitationsProps = {
  invitations: readonly Invitation[];
  /** The invitation being declined, while the call runs. */
  decliningId: string | null;
  onDecline: (invitation: Invitation) => void;
};

/** Invitations a provider received: propose or decline a PENDING one; the others show how they ended. */
export function ReceivedInvitations({ invitations, decliningId, onDecline }: ReceivedInvitationsProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'providerHub.invitations' });
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {invitations.map((invitation) => {
        const client = personName(invitation.client);
        const budget = formatBudget(invitation.request, i18n.language);
        return (
          <li key={invitation.id}>
            <article
              aria-label={invitation.request.title}
              className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-medium break-words">{invitation.request.title}</h3>
                <p className="text-sm text-muted-foreground">
                  {t('from', { name: client, day: formatDay(invitation.created_at, i18n.language) })}
                  {' · '}
                  <span className="tabular-nums">
                    {invitation.request.budget_type === 'hourly' ? t('hourly', { budget }) : budget}
                  </span>
                </p>
                {invitation.message ? (
                  <blockquote className="border-l-2 pl-3 text-sm break-words whitespace-pre-line">
                    {invitation.message}
                  </blockquote>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge
                  status={invitationBadgeOf[invitation.status]}
                  label={t(`status.${invitation.status}`)}
                />
                {invitation.status === 'PENDING' ? (
                  <>
                    <Button asChild size="sm">
                      <AppLink
                        to={paths.makeProposal.getHref(invitation.request.id, 'new')}
                        aria-label={t('proposeOn', { title: invitation.request.title })}
                      >
                        {t('propose')}
                      </AppLink>
                    </Button>
                    <ConfirmButton
                      label={t('decline')}
                      ariaLabel={t('declineOf', { title: invitation.request.title })}
                      title={t('confirmDecline.title')}
                      description={t('confirmDecline.body', { name: client })}
                      confirm={t('confirmDecline.confirm')}
                      cancel={t('cancel')}
                      disabled={decliningId === invitation.id}
                      onConfirm={() => onDecline(invitation)}
                    />
                  </>
                ) : null}
                {invitation.status === 'PROPOSED' && invitation.proposal_id ? (
                  <AppLink
                    to={paths.makeProposal.getHref(invitation.request.id, 'view')}
                    className="text-sm font-medium underline underline-offset-4"
                  >
                    {t('seeProposal')}
                  </AppLink>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
