import { files } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import type { UploadedFile } from '../http/multipart';
import { sniffImageType } from './image-type';

const isPdf = (bytes: Uint8Array) =>
  bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
/** Plain text (notes, CSV, markdown): valid UTF-8 without NUL bytes. */
const isText = (bytes: Uint8Array) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Images, PDF, plain text and zip (office documents are zips), told by content. */
function attachmentType(bytes: Uint8Array, allow: 'any' | 'image-or-pdf' = 'any') {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (isPdf(bytes)) return 'application/pdf';
  if (allow === 'image-or-pdf') return null;
  if (isZip(bytes)) return 'application/zip';
  if (isText(bytes)) return 'text/plain; charset=utf-8';
  return null;
}

export async function storeAttachment(
  services: Services,
  ownerId: string,
  upload: UploadedFile,
  allow: 'any' | 'image-or-pdf' = 'any',
) {
  if (upload.bytes.byteLength > services.config.maxAttachmentBytes) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(services.config.maxAttachmentBytes / 1024 / 1024)} MB`,
    );
  }
  if (upload.bytes.byteLength === 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The file is empty', { file: 'The file is empty' });
  const mime = attachmentType(upload.bytes, allow);
  if (!mime) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  const id = newId();
  const name = [...(upload.filename || 'file')]
    .map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char))
    .join('')
    .slice(0, 200);
  await services.db.insert(files).values({ id, ownerId, mime, bytes: upload.bytes, name });
  return { name, url: `/api/files/${id}`, size_bytes: upload.bytes.byteLength, content_type: mime };
}
