import type { AuditSubjectType, OperatorAction } from '@lancer/api/schemas/console';

import type { Executor } from '../db/client';
import { operatorActions } from '../db/console-schema';
import { newId } from '../lib/ids';

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
