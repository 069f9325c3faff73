import type { AuditEntry } from '@lancer/api/schemas/console';

import type { Executor } from '../db/client';
import type { OperatorActionRow } from '../db/console-schema';
import { iso } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

/** The audit log's lines as the console shows them: each with its operator's name. */
export async function toAuditEntries(db: Executor, rows: OperatorActionRow[]): Promise<AuditEntry[]> {
  const people = await loadSummaries(
    db,
    rows.map((row) => row.operatorId),
  );
  return rows.map((row) => ({
    id: row.id,
    operator: people.get(row.operatorId),
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    details: row.details,
    reason: row.reason,
    created_at: iso(row.createdAt),
  }));
}
