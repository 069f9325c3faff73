import {
  fileUrl,
  storedFileId,
  unsignedFileUrl,
  type FileSubjectFacts,
  type FileSubjectKind,
} from '../../rules/file-access';
import { dataUrlOf } from './files';
import { isInvited } from './invitations';
import type { MockDb, StoredMockFile } from './mock-db';
import { newId } from './store';
import { hasProposed, requestFacts } from './views';

/** Stores an upload for its subject (FILE-ACCESS), as files/stored-files.ts does; answers its unsigned URL. */
export async function storeMockFile(
  db: MockDb,
  ownerId: string,
  file: Blob,
  name: string,
  subject: { kind: FileSubjectKind; id: string | null },
) {
  const id = newId('file');
  db.storedFiles[id] = {
    id,
    owner_id: ownerId,
    name,
    content_type: file.type || 'application/octet-stream',
    data_url: await dataUrlOf(file),
    subject_kind: subject.kind,
    subject_id: subject.id,
  };
  return fileUrl(id);
}

/** The uploader's unused files of this kind that these URLs name become the subject's. */
function claimMockFiles(
  db: MockDb,
  ownerId: string,
  subject: { kind: FileSubjectKind; id: string },
  urls: readonly string[],
) {
  for (const url of urls) {
    const file = db.storedFiles[storedFileId(url) ?? ''];
    if (file && file.owner_id === ownerId && file.subject_kind === subject.kind && file.subject_id === null)
      file.subject_id = subject.id;
  }
}

/** A post's attachments as kept (unsigned), its uploader's own ones given to the post. */
export function keepMockAttachments<T extends { url: string }>(
  db: MockDb,
  request: { id: string; client: { user_id: string } },
  attachments: readonly T[],
): T[] {
  const kept = attachments.map((file) => ({ ...file, url: unsignedFileUrl(file.url) }));
  claimMockFiles(
    db,
    request.client.user_id,
    { kind: 'request', id: request.id },
    kept.map((file) => file.url),
  );
  return kept;
}

/** What FILE-ACCESS reads of a stored file's subject, as `viewerId` relates to it (files/file-subjects.ts). */
export function mockFileSubject(db: MockDb, file: StoredMockFile, viewerId: string | null): FileSubjectFacts {
  const own = { kind: 'own', ownerId: file.owner_id } as const;
  if (file.subject_kind === 'avatar' || file.subject_kind === 'portfolio') return { kind: file.subject_kind };
  if (file.subject_kind === 'request') {
    const request = db.requests.find((candidate) => candidate.id === file.subject_id);
    if (!request) return own;
    return {
      kind: 'request',
      request: requestFacts(request),
      proposed: viewerId ? hasProposed(db, request.id, viewerId) : false,
      invited: viewerId ? isInvited(db, request.id, viewerId) : false,
    };
  }
  if (file.subject_kind === 'payment') {
    const payment = db.payments.find((candidate) => candidate.id === file.subject_id);
    return payment
      ? { kind: 'payment', payerId: payment.payer.user_id, payeeId: payment.payee.user_id }
      : own;
  }
  return own;
}
