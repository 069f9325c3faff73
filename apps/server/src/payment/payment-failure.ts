import { and, eq } from 'drizzle-orm';

import { idempotencyKeys } from '../db/schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projects } from '../db/project-schema';
import { announce, emitNotification } from '../notification/emit-notification';
import type { Services } from '../services';

/**
 * A card payment that did not go through (decision 1233): the payment stays OUTSTANDING (the payer
 * may try again) and the payer hears of it once per failed attempt (payment_failed). `attempt`
 * names the attempt (the gateway's event id, the sandbox link's id): it is claimed in the same
 * transaction as the notification, so a report the gateway delivers twice tells nobody twice.
 * A payment already paid, or unknown, tells nobody.
 */
export async function markPaymentFailed(
  services: Services,
  where: { paymentId: string } | { checkoutSessionId: string },
  attempt: string,
) {
  const match =
    'paymentId' in where
      ? eq(payments.id, where.paymentId)
      : eq(payments.checkoutSessionId, where.checkoutSessionId);
  const recipients = await services.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(match, eq(payments.status, 'OUTSTANDING')));
    if (!payment) return [];
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        userId: payment.payerId,
        key: `payment-failed:${attempt}`,
        operation: 'payment-failed',
        response: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return [];
    // A milestone's title, or (an hourly invoice, whose milestone id is its week's) the project's.
    const [milestone] = await tx
      .select({ title: milestones.title })
      .from(milestones)
      .where(eq(milestones.id, payment.milestoneId));
    const [project] = await tx
      .select({ title: projects.title })
      .from(projects)
      .where(eq(projects.id, payment.projectId));
    return emitNotification(tx, {
      recipientId: payment.payerId,
      kind: 'payment_failed',
      subject: { project_id: payment.projectId, milestone_id: payment.milestoneId },
      actorId: null,
      title: milestone?.title ?? project?.title ?? '',
    });
  });
  announce(services, recipients);
  return recipients.length > 0;
}
