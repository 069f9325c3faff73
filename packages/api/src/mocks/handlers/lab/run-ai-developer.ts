import { runAiDeveloper } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const runAiDeveloperMock = createOperationMock(runAiDeveloper, ({ body }) => ({
  plan: ['Read the task', `Write the ${body.language} code`, 'Add a test'],
  files: [
    {
      path: body.language === 'python' ? 'main.py' : 'src/main.ts',
      content: `// ${body.task.split('\n')[0]}\n`,
    },
  ],
}));
