import type { NotificationKind, NotificationSubject } from '@lancer/api/schemas/notification';

import { eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { notifications } from '../db/notification-schema';
import { projectMembers } from '../db/project-schema';
import { newId } from '../lib/ids';
import type { Services } from '../services';

export type NotificationInput = {
  recipientId: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  actorId: string | null;
  title: string;
};

/**
 * The one place a domain change records who must hear of it (decision 1200). Call it with the
 * change's transaction: the row commits with the change or not at all, so a failed call invents
 * no notification and a replayed idempotent call (lib/idempotency.ts `once`) writes no second
 * one. Nobody is told of their own doing. Answers the recipients, for `announce` after commit.
 */
export async function emitNotification(tx: Executor, input: NotificationInput | NotificationInput[]) {
  const rows = (Array.isArray(input) ? input : [input]).filter((item) => item.recipientId !== item.actorId);
  if (rows.length === 0) return [];
  await tx.insert(notifications).values(rows.map((row) => ({ id: newId(), ...row })));
  return [...new Set(rows.map((row) => row.recipientId))];
}

/** After the commit: the recipients' open sockets, on every instance, get their new unread count. */
export function announce(services: Services, recipientIds: string[]) {
  if (recipientIds.length > 0) services.pushNotifications?.(recipientIds);
}

/** emitNotification to every member of a project but the one who acted (milestones, issues). */
export async function emitToProject(
  tx: Executor,
  projectId: string,
  input: Omit<NotificationInput, 'recipientId'>,
) {
  const members = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return emitNotification(
    tx,
    members.map((member) => ({ ...input, recipientId: member.userId })),
  );
}
