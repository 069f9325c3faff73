import { rewriteJobpost } from '../../../contract/ai';
import { polish } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

export const rewriteJobpostMock = createOperationMock(rewriteJobpost, ({ body }) => ({
  text: polish(body.text),
}));
