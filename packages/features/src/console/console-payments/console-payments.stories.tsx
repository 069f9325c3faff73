import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { searchConsolePaymentsMock } from '@lancer/api/mocks/handlers/console/search-console-payments';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { asAdministrator } from '../../lib/console-story-setups';
import { ConsolePayments } from './console-payments';

const meta = {
  title: 'Features/Console/ConsolePayments',
  component: ConsolePayments,
  parameters: { layout: 'fullscreen' },
  beforeEach: asAdministrator,
} satisfies Meta<typeof ConsolePayments>;
export default meta;

type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Payments found' }));

/** Every payment, newest first: state, amount, who pays whom, kind and method, the gateway's id. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const found = await list(canvasElement);
    await expect(found.getAllByRole('article')).toHaveLength(3);
    const sketches = within(
      found.getByRole('article', { name: 'Logo and brand colours for a bakery: Sketches' }),
    );
    await expect(sketches.getByText('$150.00')).toBeVisible();
    await expect(sketches.getByText('Paid')).toBeVisible();
    await expect(sketches.getByText('Grace Hopper pays Ada Lovelace')).toBeVisible();
    await expect(sketches.getByText('Milestone · Card (checkout)')).toBeVisible();
    await expect(sketches.getByText('cs_sandbox_payment1')).toBeVisible();
    const final = within(
      found.getByRole('article', { name: 'Logo and brand colours for a bakery: Final logo' }),
    );
    await expect(final.getByText('None (paid off the platform)')).toBeVisible();
  },
};

/** A search by a party's name and a gateway id; the state filter narrows what was found. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search payments' }), 'Wei');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(1));
    await expect(
      canvas.getByRole('article', { name: 'Migrate a WordPress blog to a static site: Migration' }),
    ).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search payments' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search payments' }), 'cs_sandbox_payment1');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByRole('article', { name: 'Logo and brand colours for a bakery: Sketches' }),
    ).toBeVisible();
  },
};

/** A dispute split a card payment: the outcome, what went back to the client and the gateway's refund id. */
export const RefundedByDispute: Story = {
  beforeEach() {
    asAdministrator();
    Object.assign(
      getMockDb().payments.find((payment) => payment.id === 'payment-1')!,
      {
        dispute_outcome: 'split',
        refunded_cents: 6_000,
      },
    );
  },
  play: async ({ canvasElement }) => {
    const found = await list(canvasElement);
    const sketches = within(
      found.getByRole('article', { name: 'Logo and brand colours for a bakery: Sketches' }),
    );
    await expect(sketches.getByText('Split; $60.00 refunded to the client')).toBeVisible();
    await expect(sketches.getByText('re_sandbox_payment1')).toBeVisible();
  },
};

/** Nothing outstanding in the demo: the Outstanding state finds no payment, and says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Outstanding' }));
    await expect(await canvas.findByText('No payments found')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(searchConsolePaymentsMock.loading());

export const Error: Story = errorStory(
  searchConsolePaymentsMock.error(500),
  'The payments could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '付款' })).toBeVisible();
    await expect(await canvas.findAllByText('Grace Hopper 付款给 Ada Lovelace')).toHaveLength(2);
  },
};
