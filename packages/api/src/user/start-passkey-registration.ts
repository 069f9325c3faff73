import { startPasskeyRegistration } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useStartPasskeyRegistration = () => useOperationMutation(startPasskeyRegistration);
