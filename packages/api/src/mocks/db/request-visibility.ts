import { canSeeRequest } from '../../rules/invitation';
import type { Request } from '../../schemas/request';
import { isInvited } from './invitations';
import { notFound } from './mock-http-error';
import type { MockDb } from './store';

/** An invite-only request is hidden (404) from everyone but its client, invited and proposing providers. */
export function assertCanSeeRequest(db: MockDb, request: Request, meId: string) {
  const viewer = {
    id: meId,
    invited: isInvited(db, request.id, meId),
    proposed: db.proposals.some((p) => p.request_id === request.id && p.provider.user_id === meId),
  };
  if (!canSeeRequest({ clientId: request.client.user_id, visibility: request.visibility }, viewer))
    throw notFound('Request');
}
