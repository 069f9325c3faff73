import { proposeSettlement } from '../contract/dispute';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const proposeSettlementAfterSuccess: AfterSuccess = { invalidates: ['dispute', 'notification'] };

export const useProposeSettlement = () =>
  useOperationMutation(proposeSettlement, proposeSettlementAfterSuccess);
