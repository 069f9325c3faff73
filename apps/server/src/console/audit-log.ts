import type { AuditEntry, AuditSubjectType, OperatorAction } from '@lancer/api/schemas/console';

import type { Executor } from '../db/client';
import { operatorActions, type OperatorActionRow } from '../db/console-schema';
import { newId } from '../lib/ids';
import { iso } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

/**
 * Writes one line of the audit log in the operator action's own transaction: the action and its
 * record commit together or not at all. The only write to the table there is (AUDIT-APPEND-ONLY).
 */
export async function recordOperatorAction(
  tx: Executor,
  entry: {
    operatorId: string;
    action: OperatorAction;
    subjectType: AuditSubjectType;
    subjectId: string;
    details: Record<string, string | number>;
    reason: string;
  },
) {
  await tx.insert(operatorActions).values({ id: newId(), ...entry });
}

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
