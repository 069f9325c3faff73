import { sendInvitationMock } from './send-invitation';
import { fetchInvitationsMock } from './fetch-invitations';
import { declineInvitationMock } from './decline-invitation';

/** The invitation area's calls: each one's scenario factories, by operation name. */
export const invitationMocks = {
  sendInvitation: sendInvitationMock,
  fetchInvitations: fetchInvitationsMock,
  declineInvitation: declineInvitationMock,
} as const;
