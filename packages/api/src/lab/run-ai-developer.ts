import { runAiDeveloper } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useRunAiDeveloper = () => useOperationMutation(runAiDeveloper, {}, 'quiet');
