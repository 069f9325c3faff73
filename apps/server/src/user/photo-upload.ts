import type { FastifyRequest } from 'fastify';

import { AppError } from '../http/errors';

/** Reads the multipart field "file" (size limit set on the multipart plugin; too large -> 413). */
export async function receivePhotoUpload(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Send the photo as multipart/form-data with a field named "file"', {
      file: 'Choose a photo',
    });
  }
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === 'file') {
      const bytes = await part.toBuffer();
      return new Uint8Array(bytes);
    }
    if (part.type === 'file') await part.toBuffer();
  }
  throw new AppError(400, 'VALIDATION_FAILED', 'The form has no field named "file"', { file: 'Choose a photo' });
}
