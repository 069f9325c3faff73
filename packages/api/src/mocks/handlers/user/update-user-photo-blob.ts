import { updateUserPhotoBlob } from '../../../contract/user';
import { dataUrlOf } from '../../db/files';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const updateUserPhotoBlobMock = createOperationMock(updateUserPhotoBlob, async ({ me, form }) => {
  const file = form?.get('file');
  if (!(file instanceof Blob))
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Please choose a file', {
      file: 'Please choose a file',
    });
  if (!/^image\/(png|jpeg|webp|gif)$/.test(file.type)) {
    throw new MockHttpError(400, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type', {
      file: 'Unsupported file type',
    });
  }
  const url = await dataUrlOf(file);
  me.account.basic.photo.url = url;
  return { url };
});
