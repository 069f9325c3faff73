import { eq } from 'drizzle-orm';

import { DECLINING_MARK, SANDBOX_CARDS } from '@lancer/api/rules/billing-method';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { hourlyWeeks } from '../db/hourly-schema';
import { payments, type PaymentRow } from '../db/payment-schema';
import { idempotencyKeys } from '../db/schema';
import type { Services } from '../services';
import { markPaymentFailed } from './payment-failure';
import { markAccountLinked } from './payout-account';
import { sendMoneyAfterCommit } from './money-sender';
import { markPaymentPaid } from './payment-settlement';
import { formatSandboxAmount, renderSandboxPage, sandboxPagePolicy, type SandboxPage } from './sandbox-page';
import type { SandboxGateway, SandboxLink, SandboxLinkPurpose } from './sandbox-gateway';
import { acceptFormBodies } from '../http/form-body';
import { saveBillingCard } from './billing-method-service';

const NOTHING_MOVES =
  'This server runs on the payment sandbox: no card or bank account is asked for and no money moves.';

/**
 * The sandbox's hosted pages (decision 1001). A GET on a link only shows what would happen and
 * changes nothing (a link preview, a prefetch or a crawler opens links); the page's button POSTs
 * the signed token back, and the first POST of a token does it. A token is used once: its id is
 * claimed in idempotency_keys, so a second POST, or two at once, change nothing and say so.
 */
export function registerSandboxPages(app: FastifyInstance, services: Services, sandbox: SandboxGateway) {
  const webUrl = services.config.webUrl;
  const send = (reply: FastifyReply, status: number, page: SandboxPage) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', sandboxPagePolicy(webUrl))
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(renderSandboxPage(page));

  const titles = { checkout: 'Sandbox checkout', onboard: 'Sandbox payout account', setup: 'Sandbox card' };
  const expired = (purpose: SandboxLinkPurpose): SandboxPage => ({
    title: titles[purpose],
    paragraphs: [
      {
        checkout: 'This checkout link expired. Start the payment again.',
        onboard: 'This onboarding link expired. Ask for a new one.',
        setup: 'This link expired. Start saving the card again.',
      }[purpose],
    ],
  });
  const used = (purpose: SandboxLinkPurpose): SandboxPage => ({
    title: titles[purpose],
    paragraphs: ['This confirmation was already used: nothing changed.'],
    link: {
      checkout: { href: `${webUrl}/projects`, text: 'Back to your projects' },
      onboard: { href: `${webUrl}/work`, text: 'Back to your work settings' },
      setup: { href: `${webUrl}/payment`, text: 'Back to your payments' },
    }[purpose],
  });

  /** An hourly week's invoice goes back to the payment record (decision 1402), a milestone to its project. */
  const invoiceWeek = async (payment: PaymentRow) => {
    const [week] = await services.db
      .select({ weekStart: hourlyWeeks.weekStart })
      .from(hourlyWeeks)
      .where(eq(hourlyWeeks.id, payment.milestoneId));
    return week?.weekStart ?? null;
  };
  const backOf = (payment: PaymentRow, week: string | null, status: 'done' | 'cancelled' | null) =>
    week
      ? `${webUrl}/payment${status ? `?checkout=${status}` : ''}`
      : `${webUrl}/projects?${status ? `checkout=${status}&` : ''}project=${payment.projectId}`;

  /** Claims a token's id; false when it was claimed before (this token was used). */
  const claim = async (purpose: SandboxLinkPurpose, link: SandboxLink) => {
    const [claimed] = await services.db
      .insert(idempotencyKeys)
      .values({
        userId: link.subject,
        key: `sandbox-link:${link.tokenId}`,
        operation: `sandbox-${purpose}`,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return Boolean(claimed);
  };

  const tokenOf = (source: unknown) => {
    const token = (source as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : '';
  };

  void app.register(async (scope) => {
    // The confirmation forms post as a browser does, form-encoded.
    acceptFormBodies(scope);

    scope.get('/api/payments/sandbox/checkout', async (request, reply) => {
      const token = tokenOf(request.query);
      const link = token ? await sandbox.readLinkToken(token, 'checkout') : null;
      const [payment] = link
        ? await services.db.select().from(payments).where(eq(payments.id, link.subject))
        : [];
      if (!link || !payment) return send(reply, 400, expired('checkout'));
      const week = await invoiceWeek(payment);
      if (payment.status === 'PAID')
        return send(reply, 200, {
          title: 'Sandbox checkout',
          paragraphs: ['This payment is already paid: nothing to do.'],
          link: {
            href: backOf(payment, week, null),
            text: week ? 'Back to your payments' : 'Back to the project',
          },
        });
      const amount = formatSandboxAmount(payment.amountCents, payment.currency);
      return send(reply, 200, {
        title: 'Sandbox checkout',
        paragraphs: [
          NOTHING_MOVES,
          week
            ? `Pay ${amount} for the hours of the week of ${week}?`
            : `Pay ${amount} to fund this milestone?`,
        ],
        confirm: { action: '/api/payments/sandbox/checkout', token, button: 'Confirm the simulated payment' },
        decline: {
          action: '/api/payments/sandbox/decline',
          token,
          button: 'Decline the card (a failed payment)',
        },
        link: { href: backOf(payment, week, 'cancelled'), text: 'Cancel' },
      });
    });

    scope.post('/api/payments/sandbox/checkout', async (request, reply) => {
      const link = await sandbox.readLinkToken(tokenOf(request.body), 'checkout');
      if (!link) return send(reply, 400, expired('checkout'));
      if (!(await claim('checkout', link))) return send(reply, 409, used('checkout'));
      await sandbox.chargeCheckout(link);
      const paid = await markPaymentPaid(services, { paymentId: link.subject });
      // A week's invoice paid is released to the provider at once (a transfer, decision 2010).
      if (paid) await sendMoneyAfterCommit(services);
      const [payment] = paid
        ? [paid]
        : await services.db.select().from(payments).where(eq(payments.id, link.subject));
      // 303: the browser follows with a GET.
      if (!payment) return reply.redirect(`${webUrl}/projects?checkout=done&project=`, 303);
      return reply.redirect(backOf(payment, await invoiceWeek(payment), 'done'), 303);
    });

    // The card declined: nothing is paid, the payer is told (payment_failed), the page goes back as
    // a cancelled checkout does. The link is spent either way, as a real checkout session would be.
    scope.post('/api/payments/sandbox/decline', async (request, reply) => {
      const link = await sandbox.readLinkToken(tokenOf(request.body), 'checkout');
      if (!link) return send(reply, 400, expired('checkout'));
      if (!(await claim('checkout', link))) return send(reply, 409, used('checkout'));
      await markPaymentFailed(services, { paymentId: link.subject }, `sandbox:${link.tokenId}`);
      const [payment] = await services.db.select().from(payments).where(eq(payments.id, link.subject));
      if (!payment) return reply.redirect(`${webUrl}/projects`, 303);
      return reply.redirect(backOf(payment, await invoiceWeek(payment), 'cancelled'), 303);
    });

    // The client saves a card for automatic charges (decision 1410): the test card that pays, or
    // the one that declines every charge (Stripe's 4000 0000 0000 0002), so the failure shows.
    scope.get('/api/payments/sandbox/setup', async (request, reply) => {
      const token = tokenOf(request.query);
      const link = token ? await sandbox.readLinkToken(token, 'setup') : null;
      if (!link) return send(reply, 400, expired('setup'));
      const { pays, declines } = SANDBOX_CARDS;
      return send(reply, 200, {
        title: titles.setup,
        paragraphs: [
          NOTHING_MOVES,
          `Save a simulated card as your billing method? Approved hourly weeks are charged to it.`,
        ],
        confirm: {
          action: '/api/payments/sandbox/setup',
          token,
          button: `Save this card (Visa ending in ${pays.last4})`,
        },
        decline: {
          action: '/api/payments/sandbox/setup-decline',
          token,
          button: `Save a card that will decline (Visa ending in ${declines.last4})`,
        },
        link: { href: `${webUrl}/payment?setup=cancelled`, text: 'Cancel' },
      });
    });

    for (const [path, declining] of [
      ['/api/payments/sandbox/setup', false],
      ['/api/payments/sandbox/setup-decline', true],
    ] as const)
      scope.post(path, async (request, reply) => {
        const link = await sandbox.readLinkToken(tokenOf(request.body), 'setup');
        if (!link) return send(reply, 400, expired('setup'));
        if (!(await claim('setup', link))) return send(reply, 409, used('setup'));
        const card = declining ? SANDBOX_CARDS.declines : SANDBOX_CARDS.pays;
        await saveBillingCard(
          services,
          { userId: link.subject },
          {
            paymentMethodId: `pm_sandbox_${declining ? `${DECLINING_MARK}_` : ''}${link.tokenId.replace(/-/g, '').slice(0, 16)}`,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
          },
        );
        return reply.redirect(`${webUrl}/payment?setup=done`, 303);
      });

    scope.get('/api/payments/sandbox/onboard', async (request, reply) => {
      const token = tokenOf(request.query);
      const link = token ? await sandbox.readLinkToken(token, 'onboard') : null;
      if (!link) return send(reply, 400, expired('onboard'));
      return send(reply, 200, {
        title: 'Sandbox payout account',
        paragraphs: [
          NOTHING_MOVES,
          'Link a simulated payout account to your profile, so clients can pay you?',
        ],
        confirm: { action: '/api/payments/sandbox/onboard', token, button: 'Confirm the simulated account' },
        link: { href: `${webUrl}/work?onboarding=refresh`, text: 'Cancel' },
      });
    });

    scope.post('/api/payments/sandbox/onboard', async (request, reply) => {
      const link = await sandbox.readLinkToken(tokenOf(request.body), 'onboard');
      if (!link) return send(reply, 400, expired('onboard'));
      if (!(await claim('onboard', link))) return send(reply, 409, used('onboard'));
      await markAccountLinked(services, link.subject, true);
      return reply.redirect(`${webUrl}/work?onboarding=return`, 303);
    });
  });
}
