import { resolveIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const resolveIssueAfterSuccess: AfterSuccess = { invalidates: ['issue', 'project', 'activity'] };

export const useResolveIssue = () => useOperationMutation(resolveIssue, resolveIssueAfterSuccess);
