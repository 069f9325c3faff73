import { actOnReport } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the console, and the job posts and reviews it may hide. */
export const actOnReportAfterSuccess: AfterSuccess = { invalidates: ['console', 'request', 'review'] };

export const useActOnReport = () => useOperationMutation(actOnReport, actOnReportAfterSuccess);
