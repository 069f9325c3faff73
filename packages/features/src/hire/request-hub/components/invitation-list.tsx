import { useTranslation } from 'react-i18next';

import type { Invitation } from '@lancer/api/schemas/invitation';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { formatDay } from '../../../lib/format';
import { invitationBadgeOf } from '../../../lib/invitation-badge';

/** The invitations I sent for this job and how each was answered. */
export function InvitationList({ invitations }: { invitations: readonly Invitation[] }) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'hub' });
  const { t: tStatus } = useTranslation('hire', { keyPrefix: 'status' });
  return (
    <ul className="flex flex-col gap-2">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <span className="min-w-0 break-words">
            {`${invitation.provider.first_name} ${invitation.provider.last_name}`.trim() ||
              invitation.provider.flid}
            <span className="text-muted-foreground">
              {' · '}
              {t('invitedOn', { day: formatDay(invitation.created_at, i18n.language) })}
            </span>
          </span>
          <StatusBadge status={invitationBadgeOf[invitation.status]} label={tStatus(invitation.status)} />
        </li>
      ))}
    </ul>
  );
}
