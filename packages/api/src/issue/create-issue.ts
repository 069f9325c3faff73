import { createIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createIssueAfterSuccess: AfterSuccess = { invalidates: ['issue', 'project', 'activity'] };

export const useCreateIssue = () => useOperationMutation(createIssue, createIssueAfterSuccess);
