import { fetchSecondFactor, regenerateRecoveryCodes } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useRegenerateRecoveryCodes = () =>
  useOperationMutation(regenerateRecoveryCodes, { invalidates: [fetchSecondFactor] });
