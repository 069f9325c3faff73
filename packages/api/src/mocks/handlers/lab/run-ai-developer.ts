import { runAiDeveloper } from '../../../contract/lab';
import { aiDeveloperCode } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

export const runAiDeveloperMock = createOperationMock(runAiDeveloper, ({ body }) => ({
  language: body.language,
  code: aiDeveloperCode(body.task, body.language),
  notes: 'Run it in the dev box to see the count.',
}));
