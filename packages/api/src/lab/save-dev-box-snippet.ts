import { fetchDevBoxSnippets, saveDevBoxSnippet } from '../contract/lab';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my snippets. */
export const saveDevBoxSnippetAfterSuccess: AfterSuccess = { invalidates: [fetchDevBoxSnippets] };

export const useSaveDevBoxSnippet = () =>
  useOperationMutation(saveDevBoxSnippet, saveDevBoxSnippetAfterSuccess);
