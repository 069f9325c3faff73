import { demoChatFiles } from '../../schemas/chat-demo-files';
import { Role } from '../../constants';
import { CHAT_FILE_MAX_BYTES, chatFileAccessRefusal, chatMessageFilesRefusal } from '../../rules/chat-files';
import { disputeFileAccessRefusal } from '../../rules/dispute-evidence';
import { sniffFileType } from '../../rules/file-type';
import type { ChatFile } from '../../schemas/chat';
import { dataUrlOf, refuseMockUpload } from './files';
import type { MockDb, StoredChatFile, StoredDispute } from './mock-db';
import { MockHttpError, refuse } from './mock-http-error';
import { summaryOf } from '../factories/user';
import { newId, tick } from './store';
import { findUser } from './views';

/** uploadChatFile in the mocks: the same checks as the server's (size, empty, type by content). */
export async function storeMockChatFile(db: MockDb, ownerId: string, file: File): Promise<ChatFile> {
  refuseMockUpload(file, CHAT_FILE_MAX_BYTES);
  const type = sniffFileType(new Uint8Array(await file.arrayBuffer()));
  if (!type) throw new MockHttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  const id = newId('file');
  const stored: StoredChatFile = {
    id,
    name: (file.name || 'file').slice(0, 200),
    url: `/api/files/${id}`,
    size_bytes: file.size,
    content_type: type,
    owner_id: ownerId,
    message_id: null,
    data_url: await dataUrlOf(new Blob([file], { type })),
  };
  db.chatFiles[id] = stored;
  return viewOf(stored);
}

const viewOf = ({ id, name, url, size_bytes, content_type }: StoredChatFile): ChatFile => ({
  id,
  name,
  url,
  size_bytes,
  content_type,
});

/** CHAT-FILE-OWN in the mocks: checks and ties the files to the message; answers their views in order. */
export function claimMockChatFiles(
  db: MockDb,
  senderId: string,
  messageId: string,
  fileIds: readonly string[],
) {
  const found = fileIds.flatMap((id) => {
    const file = db.chatFiles[id];
    return file
      ? [{ fileId: id, ownerId: file.owner_id, messageId: file.message_id, disputeId: file.dispute_id }]
      : [];
  });
  refuse(chatMessageFilesRefusal(fileIds, found, senderId));
  return fileIds.map((id) => {
    const file = db.chatFiles[id]!;
    file.message_id = messageId;
    return viewOf(file);
  });
}

/** DISPUTE-EVIDENCE-ACCESS in the mocks: the dispute's two sides and administrators. */
export function checkMockEvidenceFileAccess(db: MockDb, dispute: StoredDispute | undefined, userId: string) {
  const administrator = (findUser(db, userId).role & Role.ADMINISTRATOR) !== 0;
  refuse(
    disputeFileAccessRefusal(
      { clientId: dispute?.client.user_id ?? '', providerId: dispute?.provider.user_id ?? '' },
      userId,
      administrator,
    ),
  );
}

/** CHAT-FILE-MEMBERS in the mocks: the stored file if `userId` may open it; throws the server's refusal. */
export function readMockChatFile(db: MockDb, fileId: string, userId: string | null) {
  const file = db.chatFiles[fileId];
  if (!file) return null;
  if (!userId) throw new MockHttpError(401, 'UNAUTHENTICATED', 'Sign in to open this file');
  if (file.dispute_id) {
    const dispute = db.disputes.find((candidate) => candidate.id === file.dispute_id);
    checkMockEvidenceFileAccess(db, dispute, userId);
    return file;
  }
  const message = file.message_id ? db.messages.find((candidate) => candidate.id === file.message_id) : null;
  const conversation = message
    ? db.conversations.find((candidate) => candidate.id === message.conversation_id)
    : null;
  const sent = file.message_id
    ? {
        memberIds: conversation?.participants.map((participant) => participant.user_id) ?? [],
        deleted: !message || !!message.deleted_at,
      }
    : null;
  refuse(chatFileAccessRefusal({ ownerId: file.owner_id, sent }, userId));
  return file;
}

/** The demo's two files (schemas/chat-demo-files.ts) stored as `ownerId`'s uploads, sent in `messageId` or not yet. */
export function storeDemoChatFiles(db: MockDb, ownerId: string, messageId: string | null) {
  return demoChatFiles.map(({ name, content_type, base64 }): StoredChatFile => {
    const id = newId('file');
    const file = {
      id,
      name,
      url: `/api/files/${id}`,
      size_bytes: atob(base64).length,
      content_type,
      owner_id: ownerId,
      message_id: messageId,
      data_url: `data:${content_type};base64,${base64}`,
    };
    db.chatFiles[id] = file;
    return file;
  });
}

/**
 * A question with a screenshot and a checklist (schemas/chat-demo-files.ts) in a conversation, as the
 * server's demo seed sends them: stories add it (the seed does not, so older pictures keep theirs).
 */
export function seedMockChatFiles(
  db: MockDb,
  { conversationId, senderId, body }: { conversationId: string; senderId: string; body: string },
) {
  const messageId = newId('message');
  const files = storeDemoChatFiles(db, senderId, messageId);
  const sender = db.users.find((user) => user.account.basic.user_id === senderId)!;
  const message = {
    id: messageId,
    conversation_id: conversationId,
    client_id: null,
    sender: summaryOf(sender),
    body,
    created_at: tick(db),
    files: files.map(viewOf),
  };
  db.messages.push(message);
  return message;
}
