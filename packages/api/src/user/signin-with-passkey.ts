import { signinWithPasskey } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSigninWithPasskey = () => useOperationMutation(signinWithPasskey, {}, 'quiet');
