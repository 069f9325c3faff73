import { rewriteJobpost } from '../contract/ai';
import { useOperationMutation } from '../react/operation-mutation';

export const useRewriteJobpost = () => useOperationMutation(rewriteJobpost, {}, 'quiet');
