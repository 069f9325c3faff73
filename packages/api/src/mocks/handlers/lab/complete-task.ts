import { completeTask } from '../../../contract/lab';
import { stepsOf } from '../../../rules/task-steps';
import { completeTaskText } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

/** Free text as before; steps from the instruction; a template with its blanks ("___") filled from the task. */
export const completeTaskMock = createOperationMock(completeTask, ({ body }) => {
  if (body.format === 'steps') {
    const output = [
      `1. Read the task: ${body.instruction || body.task}`,
      `2. Gather the inputs (${body.input.length} characters)`,
      '3. Do the work in small pieces and check each',
      '4. Share the result',
    ].join('\n');
    return { output, steps: stepsOf(output) };
  }
  if (body.format === 'template') return { output: body.input.replace(/_{3,}/g, body.instruction || 'done') };
  return { output: completeTaskText(body.task, body.instruction, body.input) };
});
