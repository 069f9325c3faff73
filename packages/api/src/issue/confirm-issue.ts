import { confirmIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const confirmIssueAfterSuccess: AfterSuccess = { invalidates: ['issue', 'project', 'activity'] };

export const useConfirmIssue = () => useOperationMutation(confirmIssue, confirmIssueAfterSuccess);
