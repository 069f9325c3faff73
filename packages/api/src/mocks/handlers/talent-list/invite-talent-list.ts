import { inviteTalentList } from '../../../contract/talent-list';
import { planListInvitation } from '../../../rules/talent-list';
import { isInvited, storeInvitation } from '../../db/invitations';
import { refusalError } from '../../db/rule-refusal';
import { myTalentList } from '../../db/talent-lists';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const inviteTalentListMock = createOperationMock(inviteTalentList, ({ db, meId, body }) => {
  const list = myTalentList(db, meId, body.talent_list_id);
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  const plan = planListInvitation(
    meId,
    { clientId: request.client.user_id, status: request.status },
    list.providers.map(({ provider_id: providerId }) => ({
      providerId,
      alreadyInvited: isInvited(db, request.id, providerId),
      alreadyProposed: db.proposals.some(
        (proposal) => proposal.request_id === request.id && proposal.provider.user_id === providerId,
      ),
    })),
  );
  if ('refusal' in plan) throw refusalError(plan.refusal);
  for (const providerId of plan.invite)
    storeInvitation(db, {
      request_id: request.id,
      client_id: meId,
      provider_id: providerId,
      message: body.message,
    });
  return { invited_count: plan.invite.length, skipped_count: plan.skipped };
});
