import { confirmTotpSetup, fetchSecondFactor } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useConfirmTotpSetup = () =>
  useOperationMutation(confirmTotpSetup, { invalidates: [fetchSecondFactor] });
