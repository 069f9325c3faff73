import type { NotificationKind, NotificationSubject } from '@lancer/api/schemas/notification';

import { channelOf, deliveryOf } from '@lancer/api/rules/notification-mail';
import { eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { notifications } from '../db/notification-schema';
import { projectMembers } from '../db/project-schema';
import { coalesce } from '../lib/coalesce';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { enqueueWebhooks } from '../webhook/webhook-outbox';
import { sendWebhooksSoon } from '../webhook/webhook-sender';
import { preferencesOf, sendMailsNow } from './notification-mail';

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
 * no notification and a replayed idempotent call (http/idempotency.ts `once`) writes no second
 * one. Nobody is told of their own doing, nor of a kind they turned off; a kind they get by mail
 * is marked for it (decision 1220), a security kind always (decision 1027). Answers the
 * recipients, for `announce` after commit.
 */
export async function emitNotification(tx: Executor, input: NotificationInput | NotificationInput[]) {
  const wanted = (Array.isArray(input) ? input : [input]).filter((item) => item.recipientId !== item.actorId);
  if (wanted.length === 0) return [];
  // The integrator's endpoints take the event whatever the bell's settings say (decision 1808).
  await enqueueWebhooks(tx, wanted);
  const preferences = await preferencesOf(tx, [...new Set(wanted.map((row) => row.recipientId))]);
  const rows = wanted.flatMap((row) => {
    const channel = channelOf(preferences.get(row.recipientId)?.channels, row.kind);
    const delivery = deliveryOf(channel);
    return delivery.stored ? [{ id: newId(), ...row, mail: delivery.mail }] : [];
  });
  if (rows.length === 0) return [];
  await tx.insert(notifications).values(rows);
  return [...new Set(rows.map((row) => row.recipientId))];
}

/**
 * After the commit: the recipients' open sockets, on every instance, get their new unread count,
 * and the mails owed at once and the webhook deliveries go out (claimed, so once; never awaited by
 * the call).
 */
export function announce(services: Services, recipientIds: string[]) {
  // Webhook deliveries the commit may have written go out too (an endpoint needs no bell row).
  sendWebhooksSoon(services);
  if (recipientIds.length === 0) return;
  services.pushNotifications?.(recipientIds);
  mailerOf(services)(recipientIds);
}

/** Per app: the 'now' mails of a burst of commits are claimed in few queries (lib/coalesce.ts). */
const mailers = new WeakMap<Services, (ids: string[]) => void>();
function mailerOf(services: Services) {
  let mailer = mailers.get(services);
  if (!mailer) {
    mailer = coalesce(
      async (ids) => void (await sendMailsNow(services, ids)),
      (error) => services.log.warn({ err: error }, 'notification mail failed'),
    );
    mailers.set(services, mailer);
  }
  return mailer;
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
