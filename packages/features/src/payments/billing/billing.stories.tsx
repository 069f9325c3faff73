import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { resetMockDb } from '@lancer/api/mocks/db/store';
import { buildSavedPaymentMethod, buildSubscriptionPayment } from '@lancer/api/mocks/factories/payment';
import { fetchSubscriptionPaymentsMock } from '@lancer/api/mocks/handlers/payment/fetch-subscription-payments';
import { fetchPaymentMethodsMock } from '@lancer/api/mocks/handlers/user/fetch-payment-methods';
import { removePaymentMethodMock } from '@lancer/api/mocks/handlers/user/remove-payment-method';

import { Billing } from './billing';

const meta = {
  title: 'Features/Payments/Billing',
  component: Billing,
  args: { now: new Date('2026-11-21T12:00:00Z') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Billing>;
export default meta;

type Story = StoryObj<typeof meta>;

const cards = {
  payment_methods: [
    buildSavedPaymentMethod({
      id: 'pm-visa',
      brand: 'Visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2028,
      is_default: true,
    }),
    buildSavedPaymentMethod({
      id: 'pm-mc',
      brand: 'Mastercard',
      last4: '5454',
      exp_month: 3,
      exp_year: 2026,
      is_default: false,
    }),
  ],
};
const invoices = {
  items: [
    buildSubscriptionPayment({
      id: 'in-2',
      subscription_id: 'sub_1Qx2Lancer',
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
      paid_at: null,
      invoice_url: 'https://billing.example.com/invoices/in-2',
      pdf_url: 'https://billing.example.com/invoices/in-2.pdf',
    }),
    buildSubscriptionPayment({
      id: 'in-1',
      subscription_id: 'sub_1Qx2Lancer',
      period_start: '2026-10-01T00:00:00.000Z',
      period_end: '2026-11-01T00:00:00.000Z',
      paid_at: '2026-10-01T00:05:00.000Z',
      invoice_url: 'https://billing.example.com/invoices/in-1',
      pdf_url: 'https://billing.example.com/invoices/in-1.pdf',
    }),
  ],
  total: 2,
  page: 1,
  page_size: 20,
};
const noInvoices = { items: [], total: 0, page: 1, page_size: 20 };

/** Saved cards with expiry (one expired) and the subscription history with invoice and PDF links. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchPaymentMethodsMock.success(cards), fetchSubscriptionPaymentsMock.success(invoices));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('Expires 08/2028')).toBeVisible();
    await expect(canvas.getByText('Expires 03/2026')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Subscription payment history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('sub_1Qx2Lancer');
    await expect(rows[1]).toHaveTextContent('grace_hopper@example.com');
    await expect(rows[1]).toHaveTextContent('$19.00');
    await expect(rows[1]).toHaveTextContent('Not paid');
    await expect(within(rows[2]!).getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      'https://billing.example.com/invoices/in-1.pdf',
    );
  },
};

/** Remove asks first; confirming removes the card and the list reloads. */
export const RemoveCard: Story = {
  beforeEach({ msw }) {
    resetMockDb();
    msw.use(fetchSubscriptionPaymentsMock.success(invoices));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Stateful default: the demo client's saved cards.
    const buttons = await canvas.findAllByRole('button', { name: /^Remove / });
    const cardsBefore = buttons.length;
    const remove = buttons[0]!;
    await userEvent.click(remove);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(remove);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Remove card' }),
    );
    await expect(await canvas.findByText('The card is removed.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(cardsBefore - 1),
    );
  },
};

export const RemoveFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchPaymentMethodsMock.success(cards),
      fetchSubscriptionPaymentsMock.success(invoices),
      removePaymentMethodMock.error(500),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Remove card' }),
    );
    await expect(await canvas.findByText('The card could not be removed. Try again.')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchPaymentMethodsMock.success({ payment_methods: [] }),
      fetchSubscriptionPaymentsMock.success(noInvoices),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No saved cards')).toBeVisible();
    await expect(await canvas.findByText('No subscription payments yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchPaymentMethodsMock.loading(), fetchSubscriptionPaymentsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' })).toHaveLength(2);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchPaymentMethodsMock.error(500), fetchSubscriptionPaymentsMock.success(invoices));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(await canvas.findByRole('table', { name: 'Subscription payment history' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(fetchPaymentMethodsMock.success(cards), fetchSubscriptionPaymentsMock.success(invoices));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('尾号 4242 的 Visa')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '订阅付款记录' })).toBeVisible();
  },
};
