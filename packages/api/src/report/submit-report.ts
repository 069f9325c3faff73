import { submitReport } from '../contract/report';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** Nothing the reporter sees changes when a report is sent. */
export const submitReportAfterSuccess: AfterSuccess = { invalidates: [] };

export const useSubmitReport = () => useOperationMutation(submitReport, submitReportAfterSuccess);
