import { rewriteResume } from '../contract/ai';
import { useOperationMutation } from '../react/operation-mutation';

export const useRewriteResume = () => useOperationMutation(rewriteResume, {}, 'quiet');
