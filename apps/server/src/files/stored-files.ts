import { and, eq, inArray, isNull } from 'drizzle-orm';

import { sniffFileType } from '@lancer/api/rules/file-type';
import { fileUrl, storedFileId, type FileSubjectKind } from '@lancer/api/rules/file-access';

import type { Executor } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import type { UploadedFile } from '../http/multipart';
import { signFileUrl } from './file-links';

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

/**
 * Stores an upload for its subject (FILE-ACCESS): a job post's attachment waits for its post
 * (`id` null, its uploader's until then), a proof is its payment's at once. Answers the file with
 * a link signed for the uploader; `url` is the unsigned one its subject keeps.
 */
export async function storeAttachment(
  services: Services,
  ownerId: string,
  upload: UploadedFile,
  subject: { kind: FileSubjectKind; id: string | null; db?: Executor },
  allow: 'any' | 'image-or-pdf' = 'any',
) {
  const checked = checkUpload(services, upload, allow);
  const id = await insertStoredFile(subject.db ?? services.db, ownerId, upload, checked, subject);
  const { name, mime } = checked;
  return {
    stored: fileUrl(id),
    file: { name, url: signFileUrl(fileUrl(id)), size_bytes: upload.bytes.byteLength, content_type: mime },
  };
}

/** Stores a checked upload's bytes for its subject (FILE-ACCESS), in the caller's transaction; answers its id. */
export async function insertStoredFile(
  db: Executor,
  ownerId: string,
  upload: UploadedFile,
  checked: { mime: string; name: string },
  subject: { kind: FileSubjectKind; id: string | null },
) {
  const id = newId();
  await db.insert(files).values({
    id,
    ownerId,
    mime: checked.mime,
    bytes: upload.bytes,
    name: checked.name,
    subjectKind: subject.kind,
    subjectId: subject.id,
  });
  return id;
}

/**
 * Gives the files these URLs name to their subject, in the caller's transaction: only the
 * uploader's own files of this kind not used yet; any other URL is left as it is.
 */
export async function claimStoredFiles(
  tx: Executor,
  ownerId: string,
  subject: { kind: FileSubjectKind; id: string },
  urls: readonly string[],
) {
  const ids = urls.map(storedFileId).filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  await tx
    .update(files)
    .set({ subjectId: subject.id })
    .where(
      and(
        inArray(files.id, ids),
        eq(files.ownerId, ownerId),
        eq(files.subjectKind, subject.kind),
        isNull(files.subjectId),
      ),
    );
}
