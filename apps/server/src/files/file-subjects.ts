import { and, eq } from 'drizzle-orm';

import type { FileSubjectFacts } from '@lancer/api/rules/file-access';

import type { Executor } from '../db/client';
import { chatFiles } from '../db/chat-schema';
import { payments, proposals, requests, type files } from '../db/schema';
import { isInvited } from '../invitation/invitation-lookup';

type StoredFile = Pick<typeof files.$inferSelect, 'id' | 'ownerId' | 'subjectKind' | 'subjectId'>;

/**
 * What FILE-ACCESS needs to know of a file's subject, as `viewerId` relates to it (null: a guest);
 * 'chat' for a chat file or a dispute's evidence, which rules/chat-files.ts decides.
 */
export async function loadFileSubject(
  db: Executor,
  file: StoredFile,
  viewerId: string | null,
): Promise<FileSubjectFacts | 'chat'> {
  const own = { kind: 'own', ownerId: file.ownerId } as const;
  switch (file.subjectKind) {
    case 'message':
    case 'dispute':
      return 'chat';
    case 'avatar':
    case 'portfolio':
      return { kind: file.subjectKind };
    case 'request': {
      if (!file.subjectId) return own;
      const [row] = await db.select().from(requests).where(eq(requests.id, file.subjectId));
      if (!row) return own;
      const [proposed] = viewerId
        ? await db
            .select({ id: proposals.id })
            .from(proposals)
            .where(and(eq(proposals.requestId, row.id), eq(proposals.providerId, viewerId)))
        : [];
      return {
        kind: 'request',
        request: { ...row, hidden: Boolean(row.hiddenAt) },
        proposed: Boolean(proposed),
        invited: viewerId ? await isInvited(db, row.id, viewerId) : false,
      };
    }
    case 'payment': {
      if (!file.subjectId) return own;
      const [row] = await db
        .select({ payerId: payments.payerId, payeeId: payments.payeeId })
        .from(payments)
        .where(eq(payments.id, file.subjectId));
      return row ? { kind: 'payment', ...row } : own;
    }
    case 'generated-image':
      return own;
    default: {
      // Stored before subjects were kept and used nowhere (migration 0051): a chat upload, or its uploader's.
      const [chat] = await db
        .select({ id: chatFiles.fileId })
        .from(chatFiles)
        .where(eq(chatFiles.fileId, file.id));
      return chat ? 'chat' : own;
    }
  }
}
