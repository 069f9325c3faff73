import { createIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createIssueAfterSuccess: AfterSuccess = { invalidates: [['issues'], ['projects']] };

export const useCreateIssue = () => useOperationMutation(createIssue, createIssueAfterSuccess);
