import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { resetMockDb } from '@lancer/api/mocks/db/store';
import { buildEarnings, buildPayment } from '@lancer/api/mocks/factories/payment';
import { buildUserProfile, buildUserSummary } from '@lancer/api/mocks/factories/user';
import { fetchBillingMethodMock } from '@lancer/api/mocks/handlers/payment/fetch-billing-method';
import { fetchEarningsMock } from '@lancer/api/mocks/handlers/payment/fetch-earnings';
import { fetchPaymentHistoryMock } from '@lancer/api/mocks/handlers/payment/fetch-payment-history';
import { openBillingSetupMock } from '@lancer/api/mocks/handlers/payment/open-billing-setup';
import { payInvoiceMock } from '@lancer/api/mocks/handlers/payment/pay-invoice';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';

import { Payment } from './payment';

const meta = {
  title: 'Features/Payments/Payment',
  component: Payment,
  parameters: { layout: 'fullscreen' },
  args: { onOpenCheckout: fn() },
} satisfies Meta<typeof Payment>;
export default meta;

type Story = StoryObj<typeof meta>;

const ada = buildUserProfile({
  user_id: 'user-ada',
  flid: 'ada_lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
});
const bobSummary = buildUserSummary({
  user_id: 'user-ada',
  flid: 'ada_lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
});
const annSummary = buildUserSummary({
  user_id: 'user-grace',
  flid: 'grace_hopper',
  first_name: 'Grace',
  last_name: 'Hopper',
});
const history = {
  items: [
    buildPayment({
      id: 'pay-1',
      project_title: 'Booking page for a hair salon',
      milestone_title: 'Design and prototype',
      payer: annSummary,
      payee: bobSummary,
      amount_cents: 40_000,
      status: 'PAID',
      created_at: '2026-11-02T09:00:00.000Z',
      paid_at: '2026-11-03T09:00:00.000Z',
    }),
    buildPayment({
      id: 'pay-2',
      project_title: 'Booking page for a hair salon',
      milestone_title: 'Build and launch',
      payer: annSummary,
      payee: bobSummary,
      amount_cents: 60_000,
      method: MoneyCollectingMethodType.UPLOAD_PROOF,
      status: 'OUTSTANDING',
      created_at: '2026-11-10T09:00:00.000Z',
      paid_at: null,
    }),
    buildPayment({
      id: 'pay-3',
      project_title: 'Logo for a bakery',
      milestone_title: 'Logo concepts',
      payer: bobSummary,
      payee: annSummary,
      amount_cents: 12_500,
      method: MoneyCollectingMethodType.MARKED_AS_PAID,
      status: 'PAID',
      created_at: '2026-10-20T09:00:00.000Z',
      paid_at: '2026-10-21T09:00:00.000Z',
    }),
  ],
  total: 3,
  page: 1,
  page_size: 20,
};
const earnings = buildEarnings({ earned_cents: 40_000, pending_cents: 60_000, spent_cents: 12_500 });

/** Earnings summary and the history: incoming from the client, outgoing to a contributor. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.success(history),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$400.00')).toBeVisible();
    await expect(canvas.getByText('$600.00')).toBeVisible();
    await expect(canvas.getByText('$125.00')).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('From Grace Hopper');
    await expect(rows[1]).toHaveTextContent('+$400.00');
    await expect(rows[2]).toHaveTextContent('Outstanding');
    await expect(rows[2]).toHaveTextContent('Upload proof');
    await expect(rows[3]).toHaveTextContent('To Grace Hopper');
    await expect(rows[3]).toHaveTextContent('−$125.00');
  },
};

/** A milestone an administrator split 60/40 after a dispute: the row says what went back to the client. */
export const AfterADispute: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.success({
        ...history,
        items: [
          buildPayment({
            id: 'pay-4',
            project_title: 'Mobile menu for the bakery site',
            milestone_title: 'Responsive menu',
            payer: annSummary,
            payee: bobSummary,
            amount_cents: 36_000,
            status: 'PAID',
            dispute_outcome: 'split',
            refunded_cents: 14_400,
            created_at: '2026-11-12T09:00:00.000Z',
            paid_at: '2026-11-20T09:00:00.000Z',
          }),
          ...history.items,
        ],
        total: 4,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('+$216.00');
    await expect(rows[1]).toHaveTextContent('Of $360.00: $144.00 back to the client after a dispute');
    await expect(rows[2]).not.toHaveTextContent('after a dispute');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(buildEarnings({ earned_cents: 0, pending_cents: 0, spent_cents: 0 })),
      fetchPaymentHistoryMock.success({ items: [], total: 0, page: 1, page_size: 20 }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payments yet')).toBeVisible();
    await expect(canvas.getAllByText('$0.00')).toHaveLength(3);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.loading(),
      fetchPaymentHistoryMock.loading(),
      fetchBillingMethodMock.loading(),
    );
  },
  play: async ({ canvasElement }) => {
    // The billing method, the earnings and the history.
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' })).toHaveLength(3);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.error(500),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(await canvas.findByText('$400.00')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.success(history),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('收入概览')).toBeVisible();
    const table = await canvas.findByRole('table', { name: '付款记录' });
    await expect(within(table).getAllByText('已付款')).toHaveLength(2);
    await expect(within(table).getAllByText('来自 Grace Hopper')).toHaveLength(2);
  },
};

/** Ada's client side of an hourly contract: a week billed to her, to pay by card (decision 1402). */
const invoice = buildPayment({
  id: 'pay-hours',
  project_title: 'Accessibility audit',
  kind: 'hourly_week',
  milestone_id: 'week-1',
  milestone_title: 'Hours, week of 2026-11-16',
  payer: bobSummary,
  payee: annSummary,
  amount_cents: 20_000,
  method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
  status: 'OUTSTANDING',
  checkout_url: null,
  created_at: '2026-11-21T00:00:00.000Z',
  paid_at: null,
});
const withInvoice = (payment: typeof invoice) => ({
  ...history,
  items: [payment, ...history.items],
  total: history.total + 1,
});
/** The signed-in client's history with this invoice first, and the pay call's answer if any. */
const historyWithInvoice =
  (payment: typeof invoice, ...calls: RequestHandler[]): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.success(withInvoice(payment)),
      // No saved card: the invoice waits for the client's Pay (with one it is charged, decision 1410).
      fetchBillingMethodMock.success({ billing_method: null }),
      ...calls,
    );
  };
const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Pay Hours, week of 2026-11-16' });

/** An outstanding hourly invoice of the signed-in client: its row offers to pay it. */
export const InvoiceOutstanding: Story = {
  beforeEach: historyWithInvoice(invoice),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payment history' });
    const row = within(table).getAllByRole('row')[1]!;
    await expect(row).toHaveTextContent('Hours, week of 2026-11-16');
    await expect(row).toHaveTextContent('Outstanding');
    await expect(row).toHaveTextContent('−$200.00');
    // Only the payer's outstanding invoice has the action (not the milestone payment owed to Ada).
    await expect(canvas.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
    await expect(await payButton(canvasElement)).toBeEnabled();
  },
};

/** Pay: the invoice's checkout page opens (the browser leaves for it; the button waits meanwhile). */
// proves: HOURLY-PAY-INVOICE
export const InvoicePay: Story = {
  beforeEach: historyWithInvoice(
    invoice,
    payInvoiceMock.success({ ...invoice, checkout_url: 'https://checkout.example/pay-hours' }),
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await payButton(canvasElement));
    await waitFor(() =>
      expect(args.onOpenCheckout).toHaveBeenCalledWith('https://checkout.example/pay-hours'),
    );
    await expect(args.onOpenCheckout).toHaveBeenCalledTimes(1);
  },
};

/** Paying: on the way to the checkout page, the button says so and waits. */
export const InvoicePaying: Story = {
  beforeEach: historyWithInvoice(invoice, payInvoiceMock.loading()),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await payButton(canvasElement));
    const paying = await within(canvasElement).findByRole('button', {
      name: 'Paying… Hours, week of 2026-11-16',
    });
    await expect(paying).toBeDisabled();
    await expect(args.onOpenCheckout).not.toHaveBeenCalled();
  },
};

/** Back from the checkout page, the invoice paid: the notice, the row Paid and no pay action. */
export const InvoicePaid: Story = {
  args: { checkoutReturn: 'done' },
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.success(
        withInvoice({ ...invoice, status: 'PAID', paid_at: '2026-11-23T10:00:00.000Z' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Back from the payment provider. The invoice shows Paid once the payment arrives.',
      ),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Payment history' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Paid');
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};

/** The pay refused (here: paid meanwhile in another tab): the reason shows and the button is back. */
export const InvoicePayFails: Story = {
  beforeEach: historyWithInvoice(
    invoice,
    payInvoiceMock.error(409, 'INVALID_STATE_TRANSITION', 'This invoice is already paid'),
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await payButton(canvasElement));
    await expect(
      await within(canvasElement).findByText('The invoice could not be paid: This invoice is already paid'),
    ).toBeVisible();
    await expect(await payButton(canvasElement)).toBeEnabled();
    await expect(args.onOpenCheckout).not.toHaveBeenCalled();
  },
};

/** The invoice in Chinese, with its pay action. */
export const InvoiceChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: historyWithInvoice(invoice),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '付款 Hours, week of 2026-11-16' })).toBeEnabled();
    await expect(canvas.getAllByText('待付款')).toHaveLength(2);
  },
};

/** The client's saved card (decision 1410): approved hourly weeks are charged to it. */
const visa = {
  billing_method: {
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2034,
    saved_at: '2026-11-20T09:00:00.000Z',
  },
};

/**
 * Being charged to the saved card (HOURLY-CHARGING): no Pay (paying too would pay twice), and a note
 * says so.
 */
// proves: HOURLY-CHARGING
export const InvoiceCharging: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchBillingMethodMock.success(visa),
      fetchPaymentHistoryMock.success(withInvoice({ ...invoice, charging: true })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payment history' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Charging your saved card…');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Outstanding');
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};

/** The charge answered while the record is open: the page asks again and shows it Paid. */
// proves: HOURLY-CHARGING
export const InvoiceChargingSettles: Story = {
  // Its end is InvoicePaid's picture.
  parameters: { visual: { disable: true } },
  beforeEach: ({ msw }) => {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchBillingMethodMock.success(visa),
      fetchPaymentHistoryMock.successInTurn(
        withInvoice({ ...invoice, charging: true }),
        withInvoice({ ...invoice, status: 'PAID', paid_at: '2026-11-23T10:00:00.000Z' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Payment history' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Charging your saved card…');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Paid'), {
      timeout: 5_000,
    });
    await expect(within(table).getAllByRole('row')[1]).not.toHaveTextContent('Charging');
  },
};

/** The record with this billing method answer (and any other calls of the story). */
const withBilling =
  (...calls: RequestHandler[]): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(
      fetchProfileMock.success(ada),
      fetchEarningsMock.success(earnings),
      fetchPaymentHistoryMock.success(history),
      ...calls,
    );
  };
const billingSection = async (canvasElement: HTMLElement) =>
  within((await within(canvasElement).findByRole('heading', { name: 'Billing method' })).closest('section')!);

/** No card saved: what a card is for, and the way to save one. */
export const BillingMethodNone: Story = {
  beforeEach: withBilling(fetchBillingMethodMock.success({ billing_method: null })),
  play: async ({ canvasElement }) => {
    const section = await billingSection(canvasElement);
    await expect(await section.findByText(/No card saved\./)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save a card' })).toBeEnabled();
  },
};

/** Save a card: the payment provider's page opens (the browser leaves for it). */
export const BillingMethodSave: Story = {
  beforeEach: withBilling(
    fetchBillingMethodMock.success({ billing_method: null }),
    openBillingSetupMock.success({ url: 'https://checkout.example/save-a-card' }),
  ),
  play: async ({ canvasElement, args }) => {
    const section = await billingSection(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: 'Save a card' }));
    await waitFor(() =>
      expect(args.onOpenCheckout).toHaveBeenCalledWith('https://checkout.example/save-a-card'),
    );
    await expect(args.onOpenCheckout).toHaveBeenCalledTimes(1);
  },
};

/** Opening the page: the button says so and waits. */
export const BillingMethodOpening: Story = {
  beforeEach: withBilling(
    fetchBillingMethodMock.success({ billing_method: null }),
    openBillingSetupMock.loading(),
  ),
  play: async ({ canvasElement, args }) => {
    const section = await billingSection(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: 'Save a card' }));
    await expect(await section.findByRole('button', { name: 'Opening…' })).toBeDisabled();
    await expect(args.onOpenCheckout).not.toHaveBeenCalled();
  },
};

/** Back from the provider's page before its report arrived: the card is being saved. */
export const BillingMethodSaving: Story = {
  args: { setupReturn: 'done' },
  beforeEach: withBilling(fetchBillingMethodMock.success({ billing_method: null })),
  play: async ({ canvasElement }) => {
    const section = await billingSection(canvasElement);
    await expect(await section.findByText(/^Saving your card…/)).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Save a card' })).toBeNull();
  },
};

/** A saved card: its brand, last 4 digits and expiry, and that approved weeks are charged to it. */
export const BillingMethodSaved: Story = {
  beforeEach: withBilling(fetchBillingMethodMock.success(visa)),
  play: async ({ canvasElement }) => {
    const section = await billingSection(canvasElement);
    await expect(await section.findByText('Visa ending in 4242')).toBeVisible();
    await expect(section.getByText(/Expires 12\/2034/)).toBeVisible();
    await expect(section.getByText(/Approved hourly weeks are charged to this card/)).toBeVisible();
  },
};

/** Remove, confirmed: the card is gone (the stateful mocks: the demo client's saved sandbox card). */
export const BillingMethodRemove: Story = {
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchEarningsMock.success(earnings), fetchPaymentHistoryMock.success(history));
  },
  play: async ({ canvasElement }) => {
    const section = await billingSection(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await section.findByRole('button', { name: 'Remove the billing method Visa ending in 4242' }),
    );
    const dialog = await body.findByRole('alertdialog', { name: 'Remove your billing method?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await expect(await section.findByText(/No card saved\./)).toBeVisible();
  },
};

/** The billing method fails to load: the section says so; the rest of the record is there. */
export const BillingMethodError: Story = {
  beforeEach: withBilling(fetchBillingMethodMock.error(500)),
  play: async ({ canvasElement }) => {
    const section = await billingSection(canvasElement);
    await expect(await section.findByText('The billing method could not be loaded.')).toBeVisible();
    await expect(await within(canvasElement).findByRole('table', { name: 'Payment history' })).toBeVisible();
  },
};

/** The saved card in Chinese. */
export const BillingMethodChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: withBilling(fetchBillingMethodMock.success(visa)),
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: '付款方式' });
    const section = within(heading.closest('section')!);
    await expect(await section.findByText('尾号 4242 的 Visa')).toBeVisible();
    await expect(section.getByText(/已批准的按小时计费周将从此卡扣款/)).toBeVisible();
  },
};
