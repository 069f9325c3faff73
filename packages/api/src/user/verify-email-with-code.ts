import { verifyEmailWithCode } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useVerifyEmailWithCode = () => useOperationMutation(verifyEmailWithCode);
