import { reopenIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const reopenIssueAfterSuccess: AfterSuccess = { invalidates: ['issue', 'project', 'activity'] };

export const useReopenIssue = () => useOperationMutation(reopenIssue, reopenIssueAfterSuccess);
