import { rewriteResume } from '../../../contract/ai';
import { polish } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

export const rewriteResumeMock = createOperationMock(rewriteResume, ({ body }) => ({
  text: polish(body.text),
}));
