import { askAboutDevBoxSnippet } from '../../../contract/lab';
import { snippetAnswer } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

export const askAboutDevBoxSnippetMock = createOperationMock(askAboutDevBoxSnippet, ({ body }) =>
  snippetAnswer(body.action, body.code, body.error),
);
