import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';

import { searchesBySubstring, searchSnippet } from '@lancer/api/rules/message-search';

import { conversationParticipants, conversations, messages } from '../db/chat-schema';
import { paged, type PageQuery } from '../lib/paging';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';
import { loadMessageFiles } from './chat-file-service';
import { toChatMessage } from './chat-view';

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Messages of the user's conversations that match `q`, newest first (decision 1603): PostgreSQL
 * full-text search with the `simple` configuration (PGlite has it too; no stemming, every word of
 * the query), served by the GIN index on to_tsvector('simple', body); a query with CJK characters
 * is a substring match instead (ILIKE), which `simple` cannot tokenize (CHAT-SEARCH-CJK). Deleted
 * messages (their body emptied) are never found.
 */
export async function searchMessages(services: Services, userId: string, query: PageQuery & { q: string }) {
  const { db } = services;
  const match = searchesBySubstring(query.q)
    ? ilike(messages.body, `%${likeLiteral(query.q)}%`)
    : sql`to_tsvector('simple', ${messages.body}) @@ plainto_tsquery('simple', ${query.q})`;
  const where = and(
    eq(conversationParticipants.userId, userId),
    eq(conversationParticipants.conversationId, messages.conversationId),
    isNull(messages.deletedAt),
    match,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ message: messages })
      .from(messages)
      .innerJoin(conversationParticipants, where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(messages).innerJoin(conversationParticipants, where),
  ]);
  const ids = [...new Set(rows.map((row) => row.message.conversationId))];
  const [found, members] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(conversations).where(inArray(conversations.id, ids)),
          db
            .select()
            .from(conversationParticipants)
            .where(inArray(conversationParticipants.conversationId, ids)),
        ]);
  const [people, attached] = await Promise.all([
    loadSummaries(db, [
      ...members.map((member) => member.userId),
      ...rows.map((row) => row.message.senderId),
    ]),
    loadMessageFiles(
      db,
      rows.map((row) => row.message.id),
    ),
  ]);
  const titles = new Map(found.map((row) => [row.id, row.title]));
  return paged(
    rows.map(({ message }) => ({
      message: toChatMessage(message, people, attached),
      conversation_title: titles.get(message.conversationId) ?? '',
      participants: members
        .filter((member) => member.conversationId === message.conversationId)
        .map((member) => people.get(member.userId)),
      snippet: searchSnippet(message.body, query.q),
    })),
    counted?.n ?? 0,
    query,
  );
}
