import { fetchPasskeys, finishPasskeyRegistration } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useFinishPasskeyRegistration = () =>
  useOperationMutation(finishPasskeyRegistration, { invalidates: [fetchPasskeys] });
