import { completeTask } from '../../../contract/lab';
import { completeTaskText } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

export const completeTaskMock = createOperationMock(completeTask, ({ body }) => ({
  output: completeTaskText(body.task, body.instruction, body.input),
}));
