import { dismissReport } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the console's reports and its audit log. */
export const dismissReportAfterSuccess: AfterSuccess = { invalidates: ['console'] };

export const useDismissReport = () => useOperationMutation(dismissReport, dismissReportAfterSuccess);
