import { completeTask } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useCompleteTask = () => useOperationMutation(completeTask, {}, 'quiet');
