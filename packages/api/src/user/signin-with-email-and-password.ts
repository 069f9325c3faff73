import { signinWithEmailAndPassword } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSigninWithEmailAndPassword = () =>
  useOperationMutation(signinWithEmailAndPassword, {}, 'quiet');
