import { useTranslation } from 'react-i18next';

import type { OfferStatus } from '@lancer/api/schemas/offer';
import { StatusBadge, type Status } from '@lancer/ui/components/status-badge';

/** Offer states in the badge's palette: waiting orange, changes asked amber, accepted green, the ends grey or red. */
const badgeOf: Record<OfferStatus, Status> = {
  SENT: 'PENDING',
  CHANGES_REQUESTED: 'OUTSTANDING',
  ACCEPTED: 'DONE',
  DECLINED: 'REJECTED',
  WITHDRAWN: 'CLOSED',
  EXPIRED: 'CLOSED',
};

/** An offer's status (decision 2202) as a badge, in the reader's language. */
export function OfferStatusBadge({ status, className }: { status: OfferStatus; className?: string }) {
  const { t } = useTranslation('offer', { keyPrefix: 'offers.status' });
  return <StatusBadge status={badgeOf[status]} label={t(status)} className={className} />;
}
