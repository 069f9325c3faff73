import { updateUserPhoto } from '../../../contract/user';
import { imageTypeOf } from '../../db/files';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const updateUserPhotoMock = createOperationMock(updateUserPhoto, ({ me, body }) => {
  const type = imageTypeOf(body.filename);
  if (!type)
    throw new MockHttpError(400, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type', {
      filename: 'Unsupported file type',
    });
  const url = `data:${type};base64,${body.base64.replace(/^data:[^,]*,/, '')}`;
  me.account.basic.photo.url = url;
  return { url };
});
