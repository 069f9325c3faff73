import type { HistoryPeriod } from '../schemas/activity';

const DAY_MS = 24 * 3600 * 1000;
const days: Record<Exclude<HistoryPeriod, 'all'>, number> = { '7d': 7, '30d': 30, '365d': 365 };

/** The earliest instant a history period shows, counted back from now; null for all time. */
export function historyPeriodStart(period: HistoryPeriod, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - days[period] * DAY_MS);
}
