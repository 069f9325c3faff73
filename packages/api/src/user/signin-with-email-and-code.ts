import { signinWithEmailAndCode } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSigninWithEmailAndCode = () => useOperationMutation(signinWithEmailAndCode, {}, 'quiet');
