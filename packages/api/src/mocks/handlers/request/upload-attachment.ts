import { uploadAttachment } from '../../../contract/request';
import { signMockFileUrl } from '../../db/file-links';
import { MockHttpError } from '../../db/mock-http-error';
import { storeMockFile } from '../../db/stored-files';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** A job post's attachment: its uploader's until a post names it (FILE-ACCESS), answered with a signed link. */
export const uploadAttachmentMock = createOperationMock(uploadAttachment, async ({ db, meId, form }) => {
  const file = form?.get('file');
  if (!(file instanceof File))
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Please choose a file', {
      file: 'Please choose a file',
    });
  if (file.size > 10 * 1024 * 1024) throw new MockHttpError(413, 'PAYLOAD_TOO_LARGE', 'At most 10 MB');
  const url = await storeMockFile(db, meId, file, file.name, { kind: 'request', id: null });
  tick(db);
  return {
    name: file.name,
    url: signMockFileUrl(url),
    size_bytes: file.size,
    content_type: file.type || 'application/octet-stream',
  };
});
