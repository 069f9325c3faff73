import type { Refusal } from './refusal';
import { conflict, forbidden, notFound } from './refusal';

/** The largest file a chat message carries (CHAT-FILE-TYPE), as for job attachments. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many files in one message. */
export const CHAT_FILES_PER_MESSAGE = 10;

const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const documentTypes = ['application/pdf', 'text/plain', 'text/csv', 'text/markdown', 'application/zip'];
const extensions = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf', '.txt', '.csv', '.md', '.zip'];
const officeExtensions = ['.docx', '.xlsx', '.pptx'];

/** What the file picker offers: images, PDF, plain text and zip (office documents are zips). */
export const CHAT_FILE_ACCEPT = [...imageTypes, ...documentTypes, ...extensions, ...officeExtensions].join(
  ',',
);

/** Whether a stored type is an image shown as a thumbnail (the rest are download links). */
export const isChatImage = (contentType: string) => imageTypes.includes(contentType.split(';')[0]!.trim());

/**
 * CHAT-FILE-TYPE, as the browser can tell before uploading: by the file's size and its announced
 * type or name. The server decides by the content (rules/file-type.ts); this only spares a
 * useless upload. 'too-large' over 10 MB, 'unsupported' for any other type, null to upload.
 */
export function chatFileUploadRefusal(file: {
  name: string;
  size: number;
  type: string;
}): 'too-large' | 'unsupported' | 'empty' | null {
  if (file.size > CHAT_FILE_MAX_BYTES) return 'too-large';
  if (file.size === 0) return 'empty';
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const name = file.name.toLowerCase();
  const known =
    imageTypes.includes(type) ||
    documentTypes.includes(type) ||
    [...extensions, ...officeExtensions].some((extension) => name.endsWith(extension));
  return known ? null : 'unsupported';
}

/**
 * CHAT-FILE-MEMBERS: who may fetch a chat file. Its uploader, and once it was sent, the members of
 * the message's conversation while the message is not deleted; anyone else 403, by direct URL too.
 */
export function chatFileAccessRefusal(
  file: { ownerId: string; sent: { memberIds: readonly string[]; deleted: boolean } | null },
  userId: string,
): Refusal | null {
  if (file.sent?.deleted) return forbidden('This message was deleted');
  if (file.ownerId === userId) return null;
  if (file.sent?.memberIds.includes(userId)) return null;
  return forbidden('Only the members of its conversation can open this file');
}

/**
 * CHAT-FILE-OWN: a message may reference only files its sender uploaded and never sent: an unknown
 * file or someone else's is 404 (as if it did not exist), one sent before 409.
 */
export const chatMessageFilesRefusal = (
  fileIds: readonly string[],
  found: readonly UploadUse[],
  senderId: string,
): Refusal | null => ownUnusedFilesRefusal(fileIds, found, senderId, 'This file was sent in another message');

/** An upload and where it went: a message, a dispute's evidence (decision 1540), or nowhere yet. */
export type UploadUse = {
  fileId: string;
  ownerId: string;
  messageId: string | null;
  disputeId?: string | null;
};

/**
 * A private upload is used once, by its owner: in a message or as a dispute's evidence. An unknown
 * file or someone else's is 404, one used before 409 with `usedMessage`.
 */
export function ownUnusedFilesRefusal(
  fileIds: readonly string[],
  found: readonly UploadUse[],
  ownerId: string,
  usedMessage: string,
): Refusal | null {
  for (const id of fileIds) {
    const file = found.find((candidate) => candidate.fileId === id);
    if (!file || file.ownerId !== ownerId) return notFound('File');
    if (file.messageId || file.disputeId) return conflict(usedMessage);
  }
  if (new Set(fileIds).size !== fileIds.length) return conflict('A file is attached once');
  return null;
}
