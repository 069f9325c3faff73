import { openDispute } from '../../../contract/dispute';
import { refuseOpenDispute } from '../../../rules/dispute';
import { memberRoleOf } from '../../db/actions';
import { noEvidence, takeMockEvidence } from '../../db/dispute-evidence';
import { dueAt, disputeView, tellSides } from '../../db/disputes';
import type { StoredDispute } from '../../db/mock-db';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { findOrThrow, findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const openDisputeMock = createOperationMock(openDispute, ({ db, meId, body }) => {
  const milestone = findOrThrow(db.milestones, body.milestone_id, 'Milestone');
  const project = findOrThrow(db.projects, milestone.project_id, 'Project');
  const role = memberRoleOf(db, project.id, meId);
  refuse(
    refuseOpenDispute(role, {
      status: milestone.status,
      delivered: Boolean(milestone.delivered_at),
      projectOngoing: project.status === 'ONGOING',
      disputed: db.disputes.some((item) => item.milestone_id === milestone.id),
    }),
  );
  const payment = db.payments.find((item) => item.milestone_id === milestone.id);
  if (!payment) throw new MockHttpError(409, 'CONFLICT', 'This milestone has no payment to dispute');
  const { evidence, claim } = takeMockEvidence(db, meId, project.id, body.evidence);
  const openedAt = tick(db);
  const dispute: StoredDispute = {
    id: newId('dispute'),
    payment_id: payment.id,
    project_id: project.id,
    project_title: project.title,
    milestone_id: milestone.id,
    milestone_title: milestone.title,
    amount_cents: milestone.amount_cents,
    currency: milestone.currency,
    client: project.client,
    provider: summaryOf(findUser(db, project.providers[0]?.user_id ?? '')),
    status: 'OPEN',
    opened_by: role as 'client' | 'provider',
    reason: body.reason,
    statement: body.statement,
    statement_evidence: evidence,
    opened_at: openedAt,
    answer_due_at: dueAt(openedAt),
    answer: null,
    answer_evidence: noEvidence(),
    answered_at: null,
    proposal: null,
    escalated_at: null,
    resolution: null,
  };
  claim(dispute.id);
  db.disputes.unshift(dispute);
  tellSides(db, dispute, 'dispute_opened', meId);
  return disputeView(dispute);
});
