import { rewriteResume } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useRewriteResume = () => useOperationMutation(rewriteResume);
