import { ownUnusedFilesRefusal } from '@lancer/api/rules/chat-files';
import {
  EVIDENCE_FILE_USED,
  refuseEvidenceIssues,
  refuseEvidenceMessages,
} from '@lancer/api/rules/dispute-evidence';
import type { DisputeEvidence } from '@lancer/api/schemas/dispute';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import { conversationParticipants, messages } from '../db/chat-schema';
import type { Executor } from '../db/client';
import { disputeEvidence } from '../db/dispute-schema';
import { issues } from '../db/issue-schema';
import { conflict, refuse } from '../http/errors';
import { iso } from '../lib/time';
import { claimUpload, loadFilesById, loadUploadUses } from '../chat/chat-file-store';
import { loadSummaries } from '../user/user-summaries';

/** A dispute's evidence (DISPUTE-EVIDENCE, decision 1540): checked, saved with its step, read as it is now. */

export type EvidencePart = 'statement' | 'answer';
export type EvidenceIds = { file_ids: string[]; issue_ids: string[]; message_ids: string[] };

const none: EvidenceIds = { file_ids: [], issue_ids: [], message_ids: [] };
export const evidenceOf = (input: Partial<EvidenceIds> | undefined): EvidenceIds => ({ ...none, ...input });

/** Before the step: the caller's own unused uploads, the project's issues, messages the caller can read. */
export async function checkEvidence(db: Executor, userId: string, projectId: string, input: EvidenceIds) {
  if (input.file_ids.length > 0) {
    const found = await loadUploadUses(db, input.file_ids);
    refuse(ownUnusedFilesRefusal(input.file_ids, found, userId, EVIDENCE_FILE_USED));
  }
  if (input.issue_ids.length > 0) {
    const found = await db
      .select({ id: issues.id, projectId: issues.projectId })
      .from(issues)
      .where(inArray(issues.id, input.issue_ids));
    const projectOf = new Map(found.map((issue) => [issue.id, issue.projectId]));
    refuse(refuseEvidenceIssues(input.issue_ids, (id) => projectOf.get(id), projectId));
  }
  if (input.message_ids.length > 0) {
    const readable = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, messages.conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      )
      .where(and(inArray(messages.id, input.message_ids), isNull(messages.deletedAt)));
    const ids = new Set(readable.map((message) => message.id));
    refuse(refuseEvidenceMessages(input.message_ids, (id) => ids.has(id)));
  }
}

/**
 * In the step's transaction: the files are claimed for the dispute (a file a message or another
 * dispute took meanwhile rolls the step back, 409) and the evidence rows written in order.
 */
export async function saveEvidence(
  tx: Executor,
  userId: string,
  disputeId: string,
  part: EvidencePart,
  input: EvidenceIds,
) {
  for (const fileId of input.file_ids)
    if (!(await claimUpload(tx, userId, fileId, { disputeId }))) throw conflict(EVIDENCE_FILE_USED);
  const rows = (
    [
      ['file', input.file_ids],
      ['issue', input.issue_ids],
      ['message', input.message_ids],
    ] as const
  ).flatMap(([kind, ids]) =>
    [...new Set(ids)].map((targetId, position) => ({ disputeId, part, kind, targetId, position })),
  );
  if (rows.length > 0) await tx.insert(disputeEvidence).values(rows);
}

const empty = (): DisputeEvidence => ({ files: [], issues: [], messages: [] });

/** The evidence of these disputes, each part's in the order given. */
export async function loadEvidence(db: Executor, disputeIds: readonly string[]) {
  const byDispute = new Map<string, Record<EvidencePart, DisputeEvidence>>();
  const found = {
    get: (disputeId: string) => byDispute.get(disputeId) ?? { statement: empty(), answer: empty() },
  };
  if (disputeIds.length === 0) return found;
  const rows = await db
    .select()
    .from(disputeEvidence)
    .where(inArray(disputeEvidence.disputeId, [...disputeIds]))
    .orderBy(asc(disputeEvidence.position));
  const targets = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.targetId);
  const [fileViews, issueRows, messageRows] = await Promise.all([
    loadFilesById(db, targets('file')),
    targets('issue').length
      ? db
          .select({ id: issues.id, number: issues.number, title: issues.title, state: issues.state })
          .from(issues)
          .where(inArray(issues.id, targets('issue')))
      : [],
    targets('message').length
      ? db
          .select()
          .from(messages)
          .where(inArray(messages.id, targets('message')))
      : [],
  ]);
  const senders = await loadSummaries(
    db,
    messageRows.map((message) => message.senderId),
  );
  for (const row of rows) {
    const parts = byDispute.get(row.disputeId) ?? { statement: empty(), answer: empty() };
    byDispute.set(row.disputeId, parts);
    const into = parts[row.part];
    if (row.kind === 'file') {
      const file = fileViews.get(row.targetId);
      if (file) into.files.push(file);
    } else if (row.kind === 'issue') {
      const issue = issueRows.find((candidate) => candidate.id === row.targetId);
      if (issue) into.issues.push(issue);
    } else {
      const message = messageRows.find((candidate) => candidate.id === row.targetId);
      if (message)
        into.messages.push({
          id: message.id,
          conversation_id: message.conversationId,
          sender: senders.get(message.senderId),
          body: message.deletedAt ? '' : message.body,
          sent_at: iso(message.createdAt),
          deleted: Boolean(message.deletedAt),
        });
    }
  }
  return found;
}
