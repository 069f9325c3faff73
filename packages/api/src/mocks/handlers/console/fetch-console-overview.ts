import { fetchConsoleOverview } from '../../../contract/console';
import { ageInDays, groupDisputeAges, overviewDays } from '../../../rules/console';
import { fixtureTime } from '../../factories/sequence';
import { mockChatNow } from '../../db/chat-changes';
import { createOperationMock } from '../operation-mock';

const OPEN = new Set(['OPEN', 'ANSWERED', 'ESCALATED']);

/** The overview (decision 1532) counted from the store, at the mocks' clock. */
export const fetchConsoleOverviewMock = createOperationMock(fetchConsoleOverview, ({ db, query }) => {
  const now = mockChatNow(db);
  const open = db.disputes.filter((dispute) => OPEN.has(dispute.status));
  const held = new Map<string, number>();
  // An hourly week in dispute was never charged: it holds no money (decision 2000).
  for (const dispute of open.filter((item) => item.subject !== 'hourly_week'))
    held.set(dispute.currency, (held.get(dispute.currency) ?? 0) + dispute.amount_cents);
  const oldest = open.map((dispute) => dispute.opened_at).sort()[0] ?? null;
  const perDay = (instants: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const instant of instants)
      counts.set(instant.slice(0, 10), (counts.get(instant.slice(0, 10)) ?? 0) + 1);
    return counts;
  };
  const signUps = perDay(db.users.map((user) => db.signedUpAt[user.account.basic.user_id] ?? fixtureTime()));
  const paid = perDay(db.payments.flatMap((payment) => (payment.paid_at ? [payment.paid_at] : [])));
  return {
    as_of: now.toISOString(),
    open_disputes: {
      count: open.length,
      escalated: open.filter((dispute) => dispute.status === 'ESCALATED').length,
      oldest_opened_at: oldest,
      by_age: groupDisputeAges(
        open.map((dispute) => ({ ageDays: ageInDays(dispute.opened_at, now), count: 1 })),
      ),
    },
    money_held: [...held]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount_cents]) => ({ currency, amount_cents })),
    reports_waiting: db.reports.filter((report) => report.status === 'OPEN').length,
    days: overviewDays(now, query.days).map((day) => ({
      day,
      sign_ups: signUps.get(day) ?? 0,
      payments: paid.get(day) ?? 0,
    })),
  };
});
