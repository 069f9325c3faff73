import { rewriteJobpost } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useRewriteJobpost = () => useOperationMutation(rewriteJobpost);
