import { asc, eq, inArray } from 'drizzle-orm';

import { chatMessageFilesRefusal } from '@lancer/api/rules/chat-files';
import { fileUrl } from '@lancer/api/rules/file-access';
import type { ChatFile } from '@lancer/api/schemas/chat';

import type { Executor } from '../db/client';
import { chatFiles } from '../db/chat-schema';
import { files } from '../db/schema';
import { AppError, refuse } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { signFileUrl } from '../files/file-links';
import { checkUpload, insertStoredFile } from '../files/stored-files';
import { claimUpload, loadUploadUses, toChatFile } from './chat-file-store';
import type { Services } from '../services';

/**
 * uploadChatFile (decision 1604): stored as photos are (bytes in `files`), with a chat_files row
 * that makes it private: its uploader's alone until a message references it (CHAT-FILE-OWN), then
 * its conversation's members' (CHAT-FILE-MEMBERS). Type by content, at most 10 MB (CHAT-FILE-TYPE).
 */
export async function uploadChatFile(
  services: Services,
  userId: string,
  upload: UploadedFile,
): Promise<ChatFile> {
  const checked = checkUpload(services, upload);
  const { mime, name } = checked;
  const size = upload.bytes.byteLength;
  const id = await services.db.transaction(async (tx) => {
    const fileId = await insertStoredFile(tx, userId, upload, checked, { kind: 'message', id: null });
    await tx.insert(chatFiles).values({ fileId, ownerId: userId, sizeBytes: size });
    return fileId;
  });
  return { id, name, url: signFileUrl(fileUrl(id)), size_bytes: size, content_type: mime };
}

/** The files of these messages, each message's in the order sent. */
export async function loadMessageFiles(db: Executor, messageIds: readonly string[]) {
  const byMessage = new Map<string, ChatFile[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      id: chatFiles.fileId,
      messageId: chatFiles.messageId,
      size: chatFiles.sizeBytes,
      name: files.name,
      mime: files.mime,
    })
    .from(chatFiles)
    .innerJoin(files, eq(files.id, chatFiles.fileId))
    .where(inArray(chatFiles.messageId, [...new Set(messageIds)]))
    .orderBy(asc(chatFiles.position));
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(toChatFile(row));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

/** CHAT-FILE-OWN, checked before the message is stored: the sender's own files, none sent before. */
export async function checkMessageFiles(db: Executor, senderId: string, fileIds: readonly string[]) {
  const found = await loadUploadUses(db, fileIds);
  refuse(chatMessageFilesRefusal(fileIds, found, senderId));
}

/**
 * Ties the files to the just-inserted message, in the same transaction: a file another message
 * claimed meanwhile makes the update miss it, and the whole send rolls back (409).
 */
export async function claimMessageFiles(
  tx: Executor,
  senderId: string,
  messageId: string,
  fileIds: readonly string[],
) {
  for (const [position, fileId] of fileIds.entries())
    if (!(await claimUpload(tx, senderId, fileId, { messageId, position })))
      throw new AppError(409, 'CONFLICT', 'This file was sent in another message');
}
