import { sniffFileType } from '@lancer/api/rules/file-type';

import { files } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import type { UploadedFile } from '../http/multipart';

/**
 * An upload as it may be stored (10 MB at most, not empty, a known type told by its content, else
 * "Unsupported file type"): its type and a safe name. Thrown errors are the contract's.
 */
export function checkUpload(services: Services, upload: UploadedFile, allow: 'any' | 'image-or-pdf' = 'any') {
  if (upload.bytes.byteLength > services.config.maxAttachmentBytes) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(services.config.maxAttachmentBytes / 1024 / 1024)} MB`,
    );
  }
  if (upload.bytes.byteLength === 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The file is empty', { file: 'The file is empty' });
  const mime = sniffFileType(upload.bytes, allow);
  if (!mime) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  const name = [...(upload.filename || 'file')]
    .map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char))
    .join('')
    .slice(0, 200);
  return { mime, name };
}

export async function storeAttachment(
  services: Services,
  ownerId: string,
  upload: UploadedFile,
  allow: 'any' | 'image-or-pdf' = 'any',
) {
  const { mime, name } = checkUpload(services, upload, allow);
  const id = newId();
  await services.db.insert(files).values({ id, ownerId, mime, bytes: upload.bytes, name });
  return { name, url: `/api/files/${id}`, size_bytes: upload.bytes.byteLength, content_type: mime };
}
