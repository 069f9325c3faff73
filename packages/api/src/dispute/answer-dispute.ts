import { answerDispute } from '../contract/dispute';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const answerDisputeAfterSuccess: AfterSuccess = { invalidates: ['dispute', 'notification'] };

export const useAnswerDispute = () => useOperationMutation(answerDispute, answerDisputeAfterSuccess);
