import { and, eq, inArray, isNull } from 'drizzle-orm';

import { fileUrl } from '@lancer/api/rules/file-access';
import type { ChatFile } from '@lancer/api/schemas/chat';

import type { Executor } from '../db/client';
import { chatFiles } from '../db/chat-schema';
import { files } from '../db/schema';
import { signFileUrl } from '../files/file-links';

/** Uploaded files by id, as the contract shows them (a dispute's evidence, decision 1540). */
export async function loadFilesById(db: Executor, fileIds: readonly string[]) {
  const byId = new Map<string, ChatFile>();
  if (fileIds.length === 0) return byId;
  const rows = await db
    .select({ id: chatFiles.fileId, size: chatFiles.sizeBytes, name: files.name, mime: files.mime })
    .from(chatFiles)
    .innerJoin(files, eq(files.id, chatFiles.fileId))
    .where(inArray(chatFiles.fileId, [...new Set(fileIds)]));
  for (const row of rows) byId.set(row.id, toChatFile(row));
  return byId;
}

/**
 * A chat file or a dispute's evidence as an answer shows it, with a link signed for 10 to 15
 * minutes (FILE-ACCESS): only answers to those who may open it (the conversation's members, the
 * dispute's sides and administrators) carry one.
 */
export const toChatFile = (row: {
  id: string;
  size: number;
  name: string | null;
  mime: string;
}): ChatFile => ({
  id: row.id,
  name: row.name || 'file',
  url: signFileUrl(fileUrl(row.id)),
  size_bytes: row.size,
  content_type: row.mime,
});

/** Where these uploads went (a message, a dispute, nowhere yet): what CHAT-FILE-OWN checks. */
export const loadUploadUses = (db: Executor, fileIds: readonly string[]) =>
  db
    .select({
      fileId: chatFiles.fileId,
      ownerId: chatFiles.ownerId,
      messageId: chatFiles.messageId,
      disputeId: chatFiles.disputeId,
    })
    .from(chatFiles)
    .where(inArray(chatFiles.fileId, [...fileIds]));

/**
 * Claims an upload of its owner's that is used nowhere yet, for a message or a dispute, in the
 * caller's transaction; false when something took it meanwhile (the caller rolls back with 409).
 */
export async function claimUpload(
  tx: Executor,
  ownerId: string,
  fileId: string,
  use: { messageId: string; position: number } | { disputeId: string },
) {
  const claimed = await tx
    .update(chatFiles)
    .set(use)
    .where(
      and(
        eq(chatFiles.fileId, fileId),
        eq(chatFiles.ownerId, ownerId),
        isNull(chatFiles.messageId),
        isNull(chatFiles.disputeId),
      ),
    )
    .returning({ fileId: chatFiles.fileId });
  if (claimed.length === 0) return false;
  await tx
    .update(files)
    .set(
      'disputeId' in use
        ? { subjectKind: 'dispute', subjectId: use.disputeId }
        : { subjectKind: 'message', subjectId: use.messageId },
    )
    .where(eq(files.id, fileId));
  return true;
}
