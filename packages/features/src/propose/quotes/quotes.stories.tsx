import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildProposal } from '@lancer/api/mocks/factories/proposal';
import { fetchProposalsMock } from '@lancer/api/mocks/handlers/proposal/fetch-proposals';
import { withdrawProposalMock } from '@lancer/api/mocks/handlers/proposal/withdraw-proposal';

import { Quotes, type QuotesProps } from './quotes';

import { errorStory, loadingStory } from '../../lib/state-stories';

/** Keeps the search in state the way the address bar does in the app, and reports each change. */
function QuotesWithAddress(props: QuotesProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <Quotes
      {...props}
      search={search}
      onSearchChange={(next) => {
        props.onSearchChange(next);
        setSearch(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Propose/Quotes',
  component: Quotes,
  render: (args) => <QuotesWithAddress {...args} />,
  args: {
    search: '',
    onSearchChange: fn(),
    onProjectStarted: fn(),
  },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    getMockDb().defaultUserId = 'user-ada';
  },
} satisfies Meta<typeof Quotes>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, job: string) =>
  canvas.getByRole('row', { name: new RegExp(job) });

/** Ada's sent proposals with their statuses; the APPLYING one can be withdrawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '2 proposals sent' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(rowOf(canvas, 'Build a booking page')).toHaveTextContent('Applying');
    await expect(rowOf(canvas, 'Logo and brand colours')).toHaveTextContent('Ongoing');
  },
};

/** Withdraw asks first, then closes the proposal. */
export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Withdraw the proposal for Build a booking page for a hair salon',
      }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Withdraw this proposal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(rowOf(canvas, 'Build a booking page')).toHaveTextContent('Closed'));
  },
};

/** An accepted proposal: confirming starts the project and leaves for it. */
export const Confirm: Story = {
  beforeEach() {
    getMockDb().proposals.find((proposal) => proposal.id === 'proposal-incoming')!.status = 'ACCEPTING';
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and start' }));
    await waitFor(() => expect(args.onProjectStarted).toHaveBeenCalledOnce());
  },
};

/** The client's side: proposals received, filtered by status. */
export const Received: Story = {
  beforeEach() {
    getMockDb().defaultUserId = 'user-grace';
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Received' }));
    await canvas.findByRole('table', { name: '3 proposals received' });
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('?scope=received');
    await expect(canvas.getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/make-proposal/request-open/view?proposal=proposal-incoming',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Applying' }));
    await expect(await canvas.findByRole('table', { name: '1 proposal received' })).toBeVisible();
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('?scope=received&status=APPLYING');
  },
};

/** Opened from an address with filters (a reload, Back, a shared link): they apply at once. */
export const FromAddress: Story = {
  args: { search: '?scope=received&status=APPLYING' },
  beforeEach() {
    getMockDb().defaultUserId = 'user-grace';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '1 proposal received' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Received' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applying');
  },
};

/** Withdrawing fails: the message shows and the row stays. */
export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(
      withdrawProposalMock.error(
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot withdraw a proposal that is ACCEPTING',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Withdraw the proposal for Build a booking page for a hair salon',
      }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Cannot withdraw a proposal that is ACCEPTING')).toBeVisible();
    await expect(rowOf(canvas, 'Build a booking page')).toHaveTextContent('Applying');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProposalsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No proposals sent')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchProposalsMock.loading());

export const Error: Story = errorStory(fetchProposalsMock.error(500), 'Proposals could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '已发送 2 份提案' })).toBeVisible();
    await expect(canvas.getByText('申请中')).toBeVisible();
  },
};

/**
 * Many proposals with long job titles: ten a page. On a phone the table can be wider than the
 * screen: it scrolls in its own box and the page does not (the hidden label of the actions column
 * once widened the page, decision 0724).
 */
export const LongContent: Story = {
  beforeEach() {
    const db = getMockDb();
    const ada = db.proposals[0]!.provider;
    for (let index = 0; index < 14; index += 1)
      db.proposals.push(
        buildProposal({
          provider: ada,
          request_title: `Job ${index + 1}: rebuild the customer portal of a regional insurance company with claims and chat`,
          revision: (index % 3) + 1,
        }),
      );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '16 proposals sent' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of proposals' })).toBeVisible();
    const page = document.documentElement;
    table.style.minWidth = `${page.clientWidth + 200}px`;
    await expect(table.parentElement!.scrollWidth).toBeGreaterThan(page.clientWidth);
    await expect(page.scrollWidth).toBe(page.clientWidth);
    table.style.removeProperty('min-width');
  },
};
