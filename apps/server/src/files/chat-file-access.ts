import { eq } from 'drizzle-orm';

import { Role } from '@lancer/api/constants';
import { chatFileAccessRefusal } from '@lancer/api/rules/chat-files';
import { disputeFileAccessRefusal } from '@lancer/api/rules/dispute-evidence';

import { conversationParticipants, chatFiles, messages } from '../db/chat-schema';
import type { Executor } from '../db/client';
import { disputes } from '../db/dispute-schema';
import { users } from '../db/schema';
import { AppError, notFound, refuse } from '../http/errors';

/**
 * Whether /api/files/{id} may serve a chat file or a dispute's evidence to its caller: per
 * CHAT-FILE-MEMBERS (401 without a token, 403 for anyone not in its conversation) or
 * DISPUTE-EVIDENCE-ACCESS. The other kinds: file-route.ts.
 */
export async function chatFileAccess(
  db: Executor,
  fileId: string,
  caller: () => Promise<{ id: string } | null>,
) {
  const [chat] = await db.select().from(chatFiles).where(eq(chatFiles.fileId, fileId)).limit(1);
  if (!chat) return 'public' as const;
  // Only a chat file reads the token: photos stay as they were for any <img>.
  const userId = (await caller())?.id;
  if (!userId) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to open this file');
  if (chat.disputeId) {
    await checkEvidenceFileAccess(db, chat.disputeId, userId);
    return 'private' as const;
  }
  let sent: { memberIds: string[]; deleted: boolean } | null = null;
  if (chat.messageId) {
    const [message] = await db
      .select({ conversationId: messages.conversationId, deletedAt: messages.deletedAt })
      .from(messages)
      .where(eq(messages.id, chat.messageId));
    const members = message
      ? await db
          .select({ userId: conversationParticipants.userId })
          .from(conversationParticipants)
          .where(eq(conversationParticipants.conversationId, message.conversationId))
      : [];
    sent = { memberIds: members.map((member) => member.userId), deleted: !message || !!message.deletedAt };
  }
  refuse(chatFileAccessRefusal({ ownerId: chat.ownerId, sent }, userId));
  return 'private' as const;
}

/** DISPUTE-EVIDENCE-ACCESS for /api/files/{id}: the dispute's two sides and administrators (role as stored now). */
async function checkEvidenceFileAccess(db: Executor, disputeId: string, userId: string) {
  const [dispute] = await db
    .select({ clientId: disputes.clientId, providerId: disputes.providerId })
    .from(disputes)
    .where(eq(disputes.id, disputeId));
  if (!dispute) throw notFound('File');
  const [caller] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  refuse(disputeFileAccessRefusal(dispute, userId, ((caller?.role ?? 0) & Role.ADMINISTRATOR) !== 0));
}
