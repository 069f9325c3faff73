import { uploadAttachment } from '../../../contract/request';
import { MockHttpError } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const uploadAttachmentMock = createOperationMock(uploadAttachment, async ({ db, form }) => {
  const file = form?.get('file');
  if (!(file instanceof File))
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Please choose a file', {
      file: 'Please choose a file',
    });
  if (file.size > 10 * 1024 * 1024) throw new MockHttpError(413, 'PAYLOAD_TOO_LARGE', 'At most 10 MB');
  const id = newId('file');
  tick(db);
  return {
    name: file.name,
    url: `https://files.example.com/${id}/${encodeURIComponent(file.name)}`,
    size_bytes: file.size,
    content_type: file.type || 'application/octet-stream',
  };
});
