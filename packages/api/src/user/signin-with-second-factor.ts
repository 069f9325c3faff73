import { signinWithSecondFactor } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSigninWithSecondFactor = () => useOperationMutation(signinWithSecondFactor, {}, 'quiet');
