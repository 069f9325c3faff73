import { startPasskeySignin } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useStartPasskeySignin = () => useOperationMutation(startPasskeySignin, {}, 'quiet');
