import { trySigninWithEmail } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useTrySigninWithEmail = () => useOperationMutation(trySigninWithEmail, {}, 'quiet');
