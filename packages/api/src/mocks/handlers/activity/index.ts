import { fetchWorkspaceSummaryMock } from './fetch-workspace-summary';
import { fetchHistoryMock } from './fetch-history';

/** The activity area's calls: each one's scenario factories, by operation name. */
export const activityMocks = {
  fetchWorkspaceSummary: fetchWorkspaceSummaryMock,
  fetchHistory: fetchHistoryMock,
} as const;
