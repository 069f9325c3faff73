import { restoreContent } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the console, and the job posts and reviews it shows again. */
export const restoreContentAfterSuccess: AfterSuccess = { invalidates: ['console', 'request', 'review'] };

export const useRestoreContent = () => useOperationMutation(restoreContent, restoreContentAfterSuccess);
