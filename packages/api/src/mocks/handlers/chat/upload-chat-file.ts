import { uploadChatFile } from '../../../contract/chat';
import { storeMockChatFile } from '../../db/chat-files';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const uploadChatFileMock = createOperationMock(uploadChatFile, async ({ db, meId, form }) => {
  const file = form?.get('file');
  if (!(file instanceof File))
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'The form has no field named "file"', {
      file: 'Choose a file',
    });
  return storeMockChatFile(db, meId, file);
});
