import type { HandlerMap } from '../http/handler';
import { declineInvitation, fetchInvitations, sendInvitation } from './invitation-service';

export const invitationHandlers = {
  sendInvitation: ({ services, user, body }) => sendInvitation(services, user.id, body),
  fetchInvitations: ({ services, user, query }) => fetchInvitations(services, user.id, query),
  declineInvitation: ({ services, user, body }) => declineInvitation(services, user.id, body.invitation_id),
} satisfies HandlerMap;
