import { reopenIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const reopenIssueAfterSuccess: AfterSuccess = { invalidates: [['issues'], ['projects']] };

export const useReopenIssue = () => useOperationMutation(reopenIssue, reopenIssueAfterSuccess);
