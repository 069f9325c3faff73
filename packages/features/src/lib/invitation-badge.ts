import type { Invitation } from '@lancer/api/schemas/invitation';
import type { Status } from '@lancer/ui/components/status-badge';

/** Invitation states in the badge's palette (the badge knows the request and proposal labels). */
export const invitationBadgeOf: Record<Invitation['status'], Status> = {
  PENDING: 'PENDING',
  PROPOSED: 'APPLYING',
  DECLINED: 'REJECTED',
  EXPIRED: 'CLOSED',
};
