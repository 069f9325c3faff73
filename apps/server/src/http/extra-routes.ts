import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { payments } from '../db/marketplace-schema';
import { files } from '../db/schema';
import { markPaymentPaid } from '../payment/payment-settlement';
import type { Services } from '../services';
import { markAccountLinked } from '../user/profile-service';
import { notFound } from './errors';

/** Routes outside the contract: uploaded files, and the sandbox payment pages. */
export function registerExtraRoutes(
  app: FastifyInstance,
  services: Services,
  sandbox?: { verifyLinkToken: (token: string, purpose?: 'onboard' | 'checkout') => Promise<string | null> },
) {
  app.get('/api/files/:id', async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).catch({ id: '' }).parse(request.params);
    if (!id) throw notFound('File');
    const [file] = await services.db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!file) throw notFound('File');
    return reply
      .type(file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes));
  });

  if (sandbox) {
    app.get('/api/payments/sandbox/onboard', async (request, reply) => {
      const token = String((request.query as { token?: unknown }).token ?? '');
      const userId = token ? await sandbox.verifyLinkToken(token) : null;
      if (!userId) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send('<p>This onboarding link expired. Ask for a new one.</p>');
      }
      await markAccountLinked(services, userId, true);
      return reply.redirect(`${services.config.webUrl}/work?onboarding=return`);
    });
    // The sandbox's hosted checkout: opening it pays (a real card page would ask for the card first).
    app.get('/api/payments/sandbox/checkout', async (request, reply) => {
      const token = String((request.query as { token?: unknown }).token ?? '');
      const paymentId = token ? await sandbox.verifyLinkToken(token, 'checkout') : null;
      if (!paymentId) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send('<p>This checkout link expired. Start the payment again.</p>');
      }
      const paid = await markPaymentPaid(services.db, { paymentId });
      const [payment] = paid
        ? [paid]
        : await services.db.select().from(payments).where(eq(payments.id, paymentId));
      return reply.redirect(
        `${services.config.webUrl}/projects?checkout=done&project=${payment?.projectId ?? ''}`,
      );
    });
  }
}
