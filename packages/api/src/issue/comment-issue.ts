import { commentIssue } from '../contract/issue';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const commentIssueAfterSuccess: AfterSuccess = { invalidates: ['issue'] };

export const useCommentIssue = () => useOperationMutation(commentIssue, commentIssueAfterSuccess);
