import { deleteDevBoxSnippet, fetchDevBoxSnippets } from '../contract/lab';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my snippets. */
export const deleteDevBoxSnippetAfterSuccess: AfterSuccess = { invalidates: [fetchDevBoxSnippets] };

export const useDeleteDevBoxSnippet = () =>
  useOperationMutation(deleteDevBoxSnippet, deleteDevBoxSnippetAfterSuccess);
