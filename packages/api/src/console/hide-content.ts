import { hideContent } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the console, and the job posts and reviews it hides. */
export const hideContentAfterSuccess: AfterSuccess = { invalidates: ['console', 'request', 'review'] };

export const useHideContent = () => useOperationMutation(hideContent, hideContentAfterSuccess);
