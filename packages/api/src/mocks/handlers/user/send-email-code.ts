import { sendEmailCode } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const sendEmailCodeMock = createOperationMock(sendEmailCode, () => ({ ok: true as const }));
