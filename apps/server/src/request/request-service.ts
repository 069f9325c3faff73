import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';

import { SEARCH_TOTAL_CAP, searchWords, toPrefixQuery } from '@lancer/api/rules/job-search';
import type { RequestSort } from '@lancer/api/schemas/request';

import { unsignedFileUrl } from '@lancer/api/rules/file-access';
import { checkRequestChange, requestSearchScope } from '@lancer/api/rules/request-access';
import type { RequestState } from '@lancer/api/states/request';

import type { Executor } from '../db/client';
import { proposals } from '../db/proposal-schema';
import { requests, type RequestRow } from '../db/request-schema';
import { savedJobs } from '../db/request-schema';
import { AppError, notFound, refuse } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { newId } from '../lib/ids';
import { claimStoredFiles, storeAttachment } from '../files/stored-files';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import type { Services } from '../services';
import { users } from '../db/schema';
import { sanitizeRichText } from '../lib/sanitize-html';
import { toSummary, unknownUser } from '../user/user-summaries';
import { iso } from '../lib/time';
import { alertSavedSearches, announceSavedSearchAlerts } from '../saved-search/saved-search-match';
import { toRequest, toRequests, toRequestShape } from './request-view';
import { visibleRequestCondition } from '../db/visible-request-condition';
import { assertCanSeeRequest } from './request-visibility';

export async function loadRequest(db: Executor, id: string) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  if (!row) throw notFound('Request');
  return row;
}

type Fields = {
  title: string;
  description_html: string;
  category: string;
  skills: string[];
  budget_type: 'fixed' | 'hourly';
  budget_min_cents: number;
  budget_max_cents: number;
  currency: string;
  expected_duration: string;
  attachments: RequestRow['attachments'];
  visibility: 'public' | 'invite_only';
};

const toColumns = (fields: Partial<Fields>) => ({
  ...(fields.title !== undefined && { title: fields.title }),
  ...(fields.description_html !== undefined && {
    descriptionHtml: sanitizeRichText(fields.description_html),
  }),
  ...(fields.category !== undefined && { category: fields.category }),
  ...(fields.skills !== undefined && {
    skills: [...new Set(fields.skills.map((skill) => skill.toLowerCase()))],
  }),
  ...(fields.budget_type !== undefined && { budgetType: fields.budget_type }),
  ...(fields.budget_min_cents !== undefined && { budgetMinCents: fields.budget_min_cents }),
  ...(fields.budget_max_cents !== undefined && { budgetMaxCents: fields.budget_max_cents }),
  ...(fields.currency !== undefined && { currency: fields.currency }),
  ...(fields.expected_duration !== undefined && { expectedDuration: fields.expected_duration }),
  // Kept unsigned: each answer signs them for its caller (FILE-ACCESS).
  ...(fields.attachments !== undefined && {
    attachments: fields.attachments.map((file) => ({ ...file, url: unsignedFileUrl(file.url) })),
  }),
  ...(fields.visibility !== undefined && { visibility: fields.visibility }),
});

export async function createRequest(services: Services, clientId: string, fields: Fields) {
  const columns = toColumns(fields);
  if (!columns.descriptionHtml)
    throw new AppError(400, 'VALIDATION_FAILED', 'Please describe the job', {
      description_html: 'Please describe the job',
    });
  const row = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(requests)
      .values({ ...(columns as Required<typeof columns>), id: newId(), clientId, status: 'RECRUITING' })
      .returning();
    await claimAttachments(tx, inserted!);
    return { row: inserted!, told: await alertSavedSearches(tx, inserted!.id) };
  });
  announceSavedSearchAlerts(services, row.told);
  return toRequest(services.db, row.row, clientId);
}

export async function updateRequest(services: Services, userId: string, id: string, fields: Partial<Fields>) {
  const row = await loadRequest(services.db, id);
  refuse(checkRequestChange(row, userId, 'edit'));
  const next = { ...toColumns(fields), updatedAt: new Date() };
  const min = next.budgetMinCents ?? row.budgetMinCents;
  const max = next.budgetMaxCents ?? row.budgetMaxCents;
  if (min > max) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The maximum budget is below the minimum', {
      budget_max_cents: 'The maximum budget is below the minimum',
    });
  }
  const updated = await services.db.transaction(async (tx) => {
    const [changed] = await tx.update(requests).set(next).where(eq(requests.id, id)).returning();
    await claimAttachments(tx, changed!);
    // An edit that makes the post public (or newly matching) alerts, once per search (decision 2200).
    return { row: changed!, told: await alertSavedSearches(tx, id) };
  });
  announceSavedSearchAlerts(services, updated.told);
  return toRequest(services.db, updated.row, userId);
}

export async function closeRequest(services: Services, userId: string, id: string) {
  const row = await loadRequest(services.db, id);
  refuse(checkRequestChange(row, userId, 'close'));
  const [updated] = await services.db
    .update(requests)
    .set({ status: 'CLOSED', updatedAt: new Date() })
    .where(and(eq(requests.id, id), eq(requests.status, row.status)))
    .returning();
  if (!updated) throw new AppError(409, 'CONFLICT', 'The request changed meanwhile; reload it');
  return toRequest(services.db, updated, userId);
}

export async function fetchRequest(services: Services, userId: string, id: string) {
  const row = await loadRequest(services.db, id);
  await assertCanSeeRequest(services.db, row, userId);
  return toRequest(services.db, row, userId);
}

type SearchQuery = PageQuery & {
  scope: 'all' | 'mine';
  keyword?: string;
  category?: string;
  skills?: string;
  budget_type?: 'fixed' | 'hourly';
  budget_min_cents?: number;
  budget_max_cents?: number;
  status?: RequestState;
  posted_since?: string;
  sort: RequestSort;
};

/** The page's ORDER BY; each reads in the order of an index of migrations 0004 and 0012. */
const orderOf: Record<RequestSort, SQL[]> = {
  newest: [desc(requests.createdAt), desc(requests.id)],
  budget_high: [desc(requests.budgetMaxCents), desc(requests.createdAt), desc(requests.id)],
  budget_low: [asc(requests.budgetMaxCents), desc(requests.createdAt), desc(requests.id)],
};

export async function searchRequests(services: Services, userId: string, query: SearchQuery) {
  const where: SQL[] = [];
  const scope = requestSearchScope(query, userId);
  if (scope.clientId) where.push(eq(requests.clientId, scope.clientId));
  if (scope.visibility) where.push(eq(requests.visibility, scope.visibility));
  if (scope.status) where.push(eq(requests.status, scope.status));
  if (scope.shownOnly) where.push(isNull(requests.hiddenAt));
  const words = searchWords(query.keyword);
  // PostgreSQL text search over the generated, GIN-indexed column (migration 0012); the words
  // hold letters and digits only, so the query text cannot carry operators.
  if (words.length) where.push(sql`search_vector @@ to_tsquery('simple', ${toPrefixQuery(words)})`);
  if (query.posted_since) where.push(gte(requests.createdAt, new Date(`${query.posted_since}T00:00:00Z`)));
  if (query.category) where.push(eq(requests.category, query.category));
  const skills = (query.skills ?? '')
    .split(',')
    .map((skill) => skill.trim().toLowerCase())
    .filter(Boolean);
  // Skills never hold a comma (the list is comma separated), so this rebuilds the list as text[].
  if (skills.length) where.push(sql`${requests.skills} ?| string_to_array(${skills.join(',')}, ',')`);
  if (query.budget_type) where.push(eq(requests.budgetType, query.budget_type));
  // Overlap of ranges: a post fits when its range meets the wanted one.
  if (query.budget_min_cents !== undefined) where.push(gte(requests.budgetMaxCents, query.budget_min_cents));
  if (query.budget_max_cents !== undefined) where.push(lte(requests.budgetMinCents, query.budget_max_cents));
  const condition = and(...where);
  const { limit, offset } = pageWindow(query);
  // The page in one statement: each row's
  // proposal count and the viewer's own proposal (the (request_id, provider_id) unique index),
  // and the client's summary.
  const rows = await services.db
    .select({
      row: requests,
      proposalCount:
        sql<number>`(select count(*) from ${proposals} where ${proposals.requestId} = ${requests.id})`.mapWith(
          Number,
        ),
      myProposalId: sql<
        string | null
      >`(select ${proposals.id} from ${proposals} where ${proposals.requestId} = ${requests.id} and ${proposals.providerId} = ${userId})`,
      saved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.requestId} = ${requests.id} and ${savedJobs.userId} = ${userId})`,
      client: {
        id: users.id,
        flid: users.flid,
        firstName: users.firstName,
        lastName: users.lastName,
        photoUrl: users.photoUrl,
      },
    })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.clientId))
    .where(condition)
    .orderBy(...orderOf[query.sort])
    .limit(limit)
    .offset(offset);
  // The total counts at most SEARCH_TOTAL_CAP + 1 matches, so a broad search costs the same on
  // a board of a thousand jobs as on one of a hundred thousand; past the cap it says "1,000+".
  const [counted] = await services.db.select({ n: count() }).from(
    services.db
      .select({ one: sql`1` })
      .from(requests)
      .where(condition)
      .limit(SEARCH_TOTAL_CAP + 1)
      .as('matches'),
  );
  const total = Math.min(counted?.n ?? 0, SEARCH_TOTAL_CAP);
  const items = rows.map(({ row, proposalCount, myProposalId, saved, client }) =>
    toRequestShape(row, {
      client: client ? toSummary(client) : unknownUser(row.clientId),
      proposalCount,
      myProposalId,
      saved: Boolean(saved),
    }),
  );
  return { ...paged(items, total, query), total_capped: (counted?.n ?? 0) > SEARCH_TOTAL_CAP };
}

export async function saveJob(services: Services, userId: string, requestId: string) {
  const row = await loadRequest(services.db, requestId);
  await assertCanSeeRequest(services.db, row, userId);
  await services.db.insert(savedJobs).values({ userId, requestId }).onConflictDoNothing();
  return toRequest(services.db, row, userId);
}

export async function unsaveJob(services: Services, userId: string, requestId: string) {
  const row = await loadRequest(services.db, requestId);
  await assertCanSeeRequest(services.db, row, userId);
  await services.db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.requestId, requestId)));
  return toRequest(services.db, row, userId);
}

/** Saved jobs still RECRUITING (a closed or started job leaves the list), most recently saved first. */
export async function fetchSavedJobs(services: Services, userId: string, query: PageQuery) {
  const condition = and(
    eq(savedJobs.userId, userId),
    eq(requests.status, 'RECRUITING'),
    isNull(requests.hiddenAt),
    visibleRequestCondition(userId),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select({ row: requests, savedAt: savedJobs.savedAt })
      .from(savedJobs)
      .innerJoin(requests, eq(requests.id, savedJobs.requestId))
      .where(condition)
      .orderBy(desc(savedJobs.savedAt), desc(requests.id))
      .limit(limit)
      .offset(offset),
    services.db
      .select({ n: count() })
      .from(savedJobs)
      .innerJoin(requests, eq(requests.id, savedJobs.requestId))
      .where(condition),
  ]);
  const shaped = await toRequests(
    services.db,
    rows.map(({ row }) => row),
    userId,
  );
  const items = shaped.map((request, index) => ({ request, saved_at: iso(rows[index]!.savedAt) }));
  return paged(items, total?.n ?? 0, query);
}

/** A job post's attachment: any stored file type (files/stored-files.ts), its uploader's until a post names it. */
export const uploadAttachment = async (services: Services, userId: string, upload: UploadedFile) =>
  (await storeAttachment(services, userId, upload, { kind: 'request', id: null })).file;

/** The post's own uploads it names become the post's: open to whoever can see it (FILE-ACCESS). */
const claimAttachments = (tx: Executor, row: RequestRow) =>
  claimStoredFiles(
    tx,
    row.clientId,
    { kind: 'request', id: row.id },
    row.attachments.map((file) => file.url),
  );
