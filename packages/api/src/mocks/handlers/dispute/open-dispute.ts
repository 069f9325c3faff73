import { openDispute } from '../../../contract/dispute';
import { refuseOpenDispute, refuseOpenWeekDispute } from '../../../rules/dispute';
import { hourlyPaymentTitle, timesheetStatus, weekAmountCents, weekStartOf } from '../../../rules/hourly';
import type { OpenDisputeBody } from '../../../schemas/dispute';
import { memberRoleOf } from '../../db/actions';
import { noEvidence, takeMockEvidence } from '../../db/dispute-evidence';
import { dueAt, disputeView, tellSides } from '../../db/disputes';
import { hourlyNow } from '../../db/hourly';
import { holdMockWeek, mockWeekMinutes } from '../../db/hourly-invoice';
import type { MockDb, StoredDispute } from '../../db/mock-db';
import { forbidden, MockHttpError, refuse } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { findOrThrow, findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

/** What a new dispute is about (as dispute-service.ts opens it): a milestone, or an hourly week held by it. */
function openingOf(db: MockDb, meId: string, body: OpenDisputeBody) {
  if (body.hourly_week) {
    const project = findOrThrow(db.projects, body.hourly_week.project_id, 'Project');
    const role = memberRoleOf(db, project.id, meId);
    if (!role) throw forbidden('You are not a member of this project');
    const contract = db.hourlyContracts.find((item) => item.project_id === project.id);
    if (!contract) throw new MockHttpError(409, 'INVALID_STATE_TRANSITION', 'This project is not hourly');
    const week = weekStartOf(`${body.hourly_week.week_start}T00:00:00Z`);
    const row = db.hourlyWeeks.find((item) => item.project_id === project.id && item.week_start === week);
    const minutes = mockWeekMinutes(db, project.id, week);
    refuse(
      refuseOpenWeekDispute(role, {
        status: timesheetStatus(week, hourlyNow(db), row?.status ?? null),
        minutes,
        projectOngoing: project.status === 'ONGOING',
        disputed: row?.status === 'held' || row?.status === 'resolved',
      }),
    );
    return {
      project,
      role,
      subject: 'hourly_week' as const,
      payment_id: null,
      amount_cents: weekAmountCents(minutes, contract.rate_cents),
      currency: contract.currency,
      week: { week_start: week, minutes, rate_cents: contract.rate_cents },
      claim: () => {
        const held = holdMockWeek(db, project.id, week);
        return { id: held.id, title: hourlyPaymentTitle(week) };
      },
    };
  }
  const milestone = findOrThrow(db.milestones, body.milestone_id ?? '', 'Milestone');
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
  return {
    project,
    role,
    subject: 'milestone' as const,
    payment_id: payment.id,
    amount_cents: milestone.amount_cents,
    currency: milestone.currency,
    week: null,
    claim: () => ({ id: milestone.id, title: milestone.title }),
  };
}

export const openDisputeMock = createOperationMock(openDispute, ({ db, meId, body }) => {
  const opening = openingOf(db, meId, body);
  const { project } = opening;
  const { evidence, claim } = takeMockEvidence(db, meId, project.id, body.evidence);
  const subject = opening.claim();
  const openedAt = tick(db);
  const dispute: StoredDispute = {
    id: newId('dispute'),
    payment_id: opening.payment_id,
    project_id: project.id,
    project_title: project.title,
    subject: opening.subject,
    milestone_id: subject.id,
    milestone_title: subject.title,
    week: opening.week,
    amount_cents: opening.amount_cents,
    currency: opening.currency,
    client: project.client,
    provider: summaryOf(findUser(db, project.providers[0]?.user_id ?? '')),
    status: 'OPEN',
    opened_by: opening.role as 'client' | 'provider',
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
