import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';

import { chatContextRefusal } from '@lancer/api/rules/chat-context';
import type { Conversation } from '@lancer/api/schemas/chat';

import type { Executor } from '../db/client';
import { conversationParticipants, conversations, messages, type MessageRow } from '../db/chat-schema';
import { projectMembers } from '../db/project-schema';
import { users } from '../db/schema';
import { proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { AppError, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { cachedSummary, loadSummaries } from '../user/user-summaries';
import { checkMessageFiles, claimMessageFiles, loadMessageFiles } from './chat-file-service';
import { toChatMessage } from './chat-view';
import { markConversationRead, toReadPositions } from './read-position';
import { unreadCounts } from './unread-counts';

async function participantIds(db: Executor, conversationId: string) {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** The participants of a conversation the user is in; 404 otherwise (conversations are private). */
async function requireParticipant(db: Executor, conversationId: string, userId: string) {
  const ids = await participantIds(db, conversationId);
  if (!ids.includes(userId)) throw notFound('Conversation');
  return ids;
}

async function toConversations(db: Executor, ids: string[], viewerId: string): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const [rows, members, unread, lastRows] = await Promise.all([
    db.select().from(conversations).where(inArray(conversations.id, ids)),
    db.select().from(conversationParticipants).where(inArray(conversationParticipants.conversationId, ids)),
    unreadCounts(db, viewerId, ids),
    db
      .selectDistinctOn([messages.conversationId])
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
  ]);
  const [people, attached] = await Promise.all([
    loadSummaries(db, [...members.map((m) => m.userId), ...lastRows.map((m) => m.senderId)]),
    loadMessageFiles(
      db,
      lastRows.map((m) => m.id),
    ),
  ]);
  const unreadOf = new Map(unread.map((row) => [row.conversationId, row.n]));
  const lastOf = new Map(lastRows.map((row) => [row.conversationId, row]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => {
      const last = lastOf.get(row.id);
      return {
        id: row.id,
        title: row.title,
        participants: members.filter((m) => m.conversationId === row.id).map((m) => people.get(m.userId)),
        project_id: row.projectId,
        request_id: row.requestId,
        last_message: last ? toChatMessage(last, people, attached) : null,
        unread_count: unreadOf.get(row.id) ?? 0,
        read_positions: toReadPositions(members.filter((m) => m.conversationId === row.id)),
        updated_at: iso(row.updatedAt),
      };
    });
}

export async function fetchConversations(services: Services, userId: string, query: PageQuery) {
  const mine = services.db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const { rows, total } = await readPage(
    services.db,
    conversations,
    inArray(conversations.id, mine),
    [desc(conversations.updatedAt), desc(conversations.id)],
    query,
  );
  return paged(
    await toConversations(
      services.db,
      rows.map((row) => row.id),
      userId,
    ),
    total,
    query,
  );
}

async function projectMemberIds(db: Executor, projectId: string) {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return rows.map((row) => row.userId);
}

/** A job's client and the providers who proposed on it; 404 for no such job. */
async function requestParties(db: Executor, requestId: string) {
  const [request] = await db
    .select({ clientId: requests.clientId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound('Request');
  const rows = await db
    .select({ providerId: proposals.providerId })
    .from(proposals)
    .where(eq(proposals.requestId, requestId));
  return { clientId: request.clientId, proposerIds: rows.map((row) => row.providerId) };
}

/** Opens the conversation of exactly these people (and project), or returns the one that exists. */
export async function createConversation(
  services: Services,
  userId: string,
  input: { participant_ids: string[]; title: string; project_id: string | null; request_id: string | null },
) {
  const everyone = [...new Set([userId, ...input.participant_ids])].sort();
  if (everyone.length < 2) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Add someone to talk to', {
      participant_ids: 'Add someone to talk to',
    });
  }
  const known = await services.db.select({ id: users.id }).from(users).where(inArray(users.id, everyone));
  if (known.length !== everyone.length) throw notFound('User');
  refuse(
    chatContextRefusal({
      callerId: userId,
      everyone,
      project: input.project_id ? { memberIds: await projectMemberIds(services.db, input.project_id) } : null,
      request: input.request_id ? await requestParties(services.db, input.request_id) : null,
    }),
  );
  const key = `${input.project_id ?? '-'}|${input.request_id ? `r:${input.request_id}|` : ''}${everyone.join(',')}`;
  const [existing] = await services.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.participantKey, key));
  let id = existing?.id;
  if (!id) {
    id = newId();
    const createdId = id;
    await services.db.transaction(async (tx) => {
      await tx.insert(conversations).values({
        id: createdId,
        title: input.title,
        projectId: input.project_id,
        requestId: input.request_id,
        participantKey: key,
      });
      await tx.insert(conversationParticipants).values(
        everyone.map((participant) => ({
          conversationId: createdId,
          userId: participant,
          lastReadAt: new Date(0),
        })),
      );
    });
  }
  const [conversation] = await toConversations(services.db, [id], userId);
  return conversation!;
}

/**
 * Page 1 holds the newest messages; each page is oldest first. Reading page 1 marks the conversation
 * read and moves the reader's read position to its newest message (decision 1601).
 */
export async function fetchMessages(
  services: Services,
  userId: string,
  query: PageQuery & { conversation_id: string },
) {
  const memberIds = await requireParticipant(services.db, query.conversation_id, userId);
  const where = eq(messages.conversationId, query.conversation_id);
  const { rows, total } = await readPage(
    services.db,
    messages,
    where,
    [desc(messages.createdAt), desc(messages.id)],
    query,
  );
  if (query.page === 1) {
    const moved = await markConversationRead(services.db, query.conversation_id, userId, rows[0]);
    // After the commit: the other members' "Seen" moves at once, on every instance (decision 1601).
    if (moved)
      services.pushChatFrame?.(
        memberIds.filter((id) => id !== userId),
        JSON.stringify({
          subject: 'chat',
          event: 'read',
          properties: { conversation_id: query.conversation_id, user_id: userId, ...moved },
        }),
      );
  }
  const [people, attached] = await Promise.all([
    loadSummaries(
      services.db,
      rows.map((row) => row.senderId),
    ),
    loadMessageFiles(
      services.db,
      rows.map((row) => row.id),
    ),
  ]);
  return paged(
    rows.reverse().map((row) => toChatMessage(row, people, attached)),
    total,
    query,
  );
}

/**
 * Participants of a conversation, remembered once read: they never change after it is opened
 * (participant_key is the set of people), so a list stays true for the conversation's lifetime.
 */
export function createParticipantLookup(db: Executor, maxEntries = 10_000) {
  const known = new Map<string, string[]>();
  return async (conversationId: string) => {
    const cached = known.get(conversationId);
    if (cached) return cached;
    const ids = await participantIds(db, conversationId);
    if (ids.length > 0) {
      if (known.size >= maxEntries) known.delete(known.keys().next().value!);
      known.set(conversationId, ids);
    }
    return ids;
  };
}
export type ParticipantLookup = ReturnType<typeof createParticipantLookup>;

type NewMessage = {
  userId: string;
  conversationId: string;
  clientId: string;
  body: string;
  /** Files uploaded first (decision 1604), referenced in this order; none for most messages. */
  fileIds?: readonly string[];
};

/** Inserts the message and moves the conversation's updated_at in one statement; undefined if it was stored before. */
async function insertMessage(db: Executor, input: NewMessage): Promise<MessageRow | undefined> {
  type Inserted = {
    id: string;
    conversation_id: string;
    sender_id: string;
    client_id: string | null;
    body: string;
    created_at: Date | string;
  };
  // Both drivers (node-postgres, PGlite) answer execute() with { rows: [...objects] }.
  const result = (await db.execute(sql`
    WITH inserted AS (
      INSERT INTO messages (id, conversation_id, sender_id, client_id, body)
      VALUES (${newId()}, ${input.conversationId}, ${input.userId}, ${input.clientId}, ${input.body})
      ON CONFLICT DO NOTHING
      RETURNING id, conversation_id, sender_id, client_id, body, created_at
    ), bumped AS (
      UPDATE conversations SET updated_at = inserted.created_at FROM inserted WHERE conversations.id = inserted.conversation_id
    )
    SELECT * FROM inserted`)) as unknown as { rows: Inserted[] };
  const [row] = result.rows;
  return row
    ? {
        id: row.id,
        conversationId: row.conversation_id,
        senderId: row.sender_id,
        clientId: row.client_id,
        body: row.body,
        createdAt: new Date(row.created_at),
        editedAt: null,
        deletedAt: null,
      }
    : undefined;
}

/**
 * Stores a message once per (sender, client_id): a resend after a reconnect is not duplicated.
 * One statement when the participants are known (the socket's lookup) and the sender's summary is
 * in the profile cache; the caller delivers only after this resolved, so a delivered message is stored.
 */
export async function postMessage(
  services: Pick<Services, 'db' | 'profiles'>,
  input: NewMessage,
  participants: ParticipantLookup = (id) => participantIds(services.db, id),
) {
  const { db } = services;
  const recipients = await participants(input.conversationId);
  if (!recipients.includes(input.userId)) throw notFound('Conversation');
  const stored = () =>
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, input.conversationId),
          eq(messages.senderId, input.userId),
          eq(messages.clientId, input.clientId),
        ),
      );
  const fileIds = input.fileIds ?? [];
  let inserted: MessageRow | undefined;
  if (fileIds.length === 0) inserted = await insertMessage(db, input);
  // With files: a resend finds the message (its files are claimed by it), else the files are
  // checked and claimed in the insert's transaction (CHAT-FILE-OWN).
  else if ((await stored()).length === 0) {
    await checkMessageFiles(db, input.userId, fileIds);
    inserted = await db.transaction(async (tx) => {
      const row = await insertMessage(tx, input);
      if (row) await claimMessageFiles(tx, input.userId, row.id, fileIds);
      return row;
    });
  }
  const row = inserted ?? (await stored())[0]!;
  const sender = await cachedSummary(services, input.userId);
  const attached = fileIds.length > 0 || !inserted ? await loadMessageFiles(db, [row.id]) : undefined;
  return { message: toChatMessage(row, { get: () => sender }, attached), recipients, replay: !inserted };
}

/** How far before the mark a catch-up starts: a message stored just before it may commit just after. */
const CATCH_UP_MARGIN_MS = 10_000;

/** Joins messages to the participant row of this user: only the conversations the user is in. */
const participantIs = (userId: string) =>
  and(
    eq(conversationParticipants.conversationId, messages.conversationId),
    eq(conversationParticipants.userId, userId),
  );
const CATCH_UP_LIMIT = 500;

/**
 * Messages in the user's conversations from shortly before `since` on, oldest first, to hand to a
 * socket that may have missed them (a reconnect, or Redis away): the receiver drops the ones it
 * has by id, so the margin costs bytes, never a duplicate.
 */
export async function messagesSince(db: Executor, userId: string, since: Date) {
  const rows = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversationParticipants, participantIs(userId))
    .where(gt(messages.createdAt, new Date(since.getTime() - CATCH_UP_MARGIN_MS)))
    .orderBy(messages.createdAt, messages.id)
    .limit(CATCH_UP_LIMIT);
  const [people, attached] = await Promise.all([
    loadSummaries(
      db,
      rows.map((row) => row.message.senderId),
    ),
    loadMessageFiles(
      db,
      rows.map((row) => row.message.id),
    ),
  ]);
  return rows.map((row) => toChatMessage(row.message, people, attached));
}

/** When a message the user can see was stored; null when there is no such message. */
export async function messageTime(db: Executor, userId: string, messageId: string) {
  const [row] = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversationParticipants, participantIs(userId))
    .where(eq(messages.id, messageId))
    .limit(1);
  return row?.createdAt ?? null;
}
