import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { markInvitationProposed } from '@lancer/api/mocks/db/invitations';
import { getMockDb, resetMockDb } from '@lancer/api/mocks/db/store';
import { buildProposal } from '@lancer/api/mocks/factories/proposal';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { fetchInvitationsMock } from '@lancer/api/mocks/handlers/invitation/fetch-invitations';
import { fetchProposalsMock } from '@lancer/api/mocks/handlers/proposal/fetch-proposals';
import { searchRequestsMock } from '@lancer/api/mocks/handlers/request/search-requests';

import { RequestHub } from './request-hub';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Hire/RequestHub',
  component: RequestHub,
  args: { initialRequestId: 'request-open' },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    const db = resetMockDb();
    // Wei Chen, invited to the open job, answered with a proposal: two proposals to compare.
    const chen = db.users.find((user) => user.account.basic.user_id === 'user-chen')!;
    db.proposals.unshift(
      buildProposal({
        id: 'proposal-chen',
        request_id: 'request-open',
        provider: {
          user_id: 'user-chen',
          flid: chen.account.basic.FLID.identity,
          first_name: 'Wei',
          last_name: 'Chen',
          photo_url: '',
        },
        client: db.requests.find((request) => request.id === 'request-open')!.client,
        price_cents: 95_000,
        duration_days: 30,
        milestones: [{ title: 'Everything', description: '', amount_cents: 95_000, due_date: '2026-12-31' }],
        payment_plan: 'on_completion',
        // Wei revised the proposal twice: the hub shows the latest version.
        revision: 3,
      }),
    );
    markInvitationProposed(db, 'request-open', 'user-chen', 'proposal-chen');
  },
} satisfies Meta<typeof RequestHub>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The job's proposals and the invitations sent for it, with their answers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Wei Chen' })).toBeVisible();
    const invitations = canvas.getByRole('region', { name: 'Invitations you sent' });
    await expect(await within(invitations).findByText('Proposed')).toBeVisible();
    await expect(canvas.getByText('Tick two or three proposals to see them side by side.')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Wei Chen' })).getByText(/revised 2 times/),
    ).toBeVisible();
    // The direct offers Grace sent (decision 2202) are a link away.
    await expect(canvas.getByRole('link', { name: 'Offers you sent' })).toHaveAttribute(
      'href',
      '/offers?scope=sent',
    );
  },
};

/** Two proposals side by side (price, duration, milestones, plan, score, readiness); accept one after confirming. */
export const CompareAndAccept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Compare Ada Lovelace' }));
    // Each proposal links to its provider's public profile (decision 1310), beside the name.
    await expect(canvas.getByRole('link', { name: 'Profile of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/providers/ada_lovelace',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Wei Chen' }));
    const table = await canvas.findByRole('table', { name: 'Compare proposals' });
    await expect(within(table).getByRole('row', { name: /^Price/ })).toHaveTextContent('$950');
    await expect(within(table).getByRole('row', { name: /^Revisions/ })).toHaveTextContent(
      'Revisionsrevised 2 timesnot revised',
    );
    await expect(within(table).getByRole('row', { name: /^Payment plan/ })).toHaveTextContent(
      'On completion',
    );
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /average score/ })).toHaveTextContent('92 / 100'),
    );
    await expect(within(table).getByRole('row', { name: /^Payouts/ })).toHaveTextContent('Ready to be paid');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the proposal of Wei Chen' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Accept this proposal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the proposal' }));
    await expect(
      await canvas.findByText('You accepted the proposal of Wei Chen; the work starts once they confirm.'),
    ).toBeVisible();
    await expect(
      await within(canvas.getByRole('article', { name: 'Wei Chen' })).findByText('Accepting'),
    ).toBeVisible();
  },
};

/** An hourly proposal shows its rate; it is accepted with a weekly limit (decision 1400). */
export const AcceptHourly: Story = {
  beforeEach() {
    const proposal = getMockDb().proposals.find((candidate) => candidate.id === 'proposal-chen')!;
    Object.assign(proposal, { hourly: { rate_cents: 3_800, weekly_hours: 15 }, milestones: [] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const row = await canvas.findByRole('article', { name: 'Wei Chen' });
    await expect(within(row).getByText(/\$38 an hour · 15 h a week expected/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the proposal of Wei Chen' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Accept this proposal?' });
    const limit = within(dialog).getByLabelText('Weekly limit (hours)');
    await expect(limit).toHaveValue(15);
    await userEvent.clear(limit);
    await userEvent.type(limit, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the proposal' }));
    await expect(await within(row).findByText('Accepting')).toBeVisible();
    await expect(
      getMockDb().proposals.find((candidate) => candidate.id === 'proposal-chen')?.weekly_limit_hours,
    ).toBe(10);
  },
};

/** Reject with a reason: the proposal reads Rejected. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject the proposal of Ada Lovelace' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reject this proposal?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'We chose a designer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the proposal' }));
    await expect(await canvas.findByText('You rejected the proposal of Ada Lovelace.')).toBeVisible();
    await expect(
      await within(canvas.getByRole('article', { name: 'Ada Lovelace' })).findByText('Rejected'),
    ).toBeVisible();
  },
};

/** More jobs and proposals than a page: 20 of each show, "Load more" brings the rest (LIST-LOAD-MORE). */
// proves: LIST-LOAD-MORE
export const MoreThanAPage: Story = {
  // The page grows three screens tall, and a picture that tall paints only its first screen.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const jobs = Array.from({ length: 21 }, (_, index) =>
      buildRequest({
        id: index === 0 ? 'request-open' : `request-${index}`,
        title: `Job number ${index + 1}`,
      }),
    );
    const proposals = Array.from({ length: 22 }, (_, index) =>
      buildProposal({
        id: `proposal-${index + 1}`,
        request_id: 'request-open',
        provider: {
          user_id: `user-${index + 1}`,
          flid: `p${index + 1}`,
          first_name: 'Provider',
          last_name: `${index + 1}`,
          photo_url: '',
        },
      }),
    );
    msw.use(searchRequestsMock.pages(jobs), fetchProposalsMock.pages(proposals));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Proposals' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(20));
    await expect(section.getByText('Showing 20 of 22')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(22));
    await expect(section.getByRole('article', { name: 'Provider 22' })).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The jobs: 20 of 21 in the picker, the 21st a click away.
    await expect(canvas.getByText('Showing 20 of 21')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.queryByText('Showing 20 of 21')).toBeNull());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProposalsMock.empty(), fetchInvitationsMock.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No proposals yet')).toBeVisible();
    await expect(await canvas.findByText('No invitations sent')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(searchRequestsMock.loading());

export const Error: Story = errorStory(fetchProposalsMock.error(500), 'The proposals could not be loaded.');

const longTitle =
  'Rebuild the whole booking, payments, reminders, loyalty points and stylist calendar system for a chain of salons';

/** Long titles, names and notes wrap; the compare table scrolls sideways on a narrow screen. */
export const LongContent: Story = {
  args: { initialRequestId: 'request-long' },
  beforeEach({ msw }) {
    msw.use(
      searchRequestsMock.success({
        items: [buildRequest({ id: 'request-long', title: longTitle })],
        total: 1,
        page: 1,
        page_size: 100,
      }),
      fetchProposalsMock.success({
        items: [1, 2, 3].map((index) =>
          buildProposal({
            id: `proposal-long-${index}`,
            request_id: 'request-long',
            provider: {
              user_id: `user-long-${index}`,
              flid: `long_${index}`,
              first_name: 'Maximiliana-Alexandrina',
              last_name: `Featherstonehaugh-Worthington ${index}`,
              photo_url: '',
            },
            notes: 'I have rebuilt booking systems for three salon chains. '.repeat(5),
          }),
        ),
        total: 3,
        page: 1,
        page_size: 100,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('combobox', { name: 'Job' })).toHaveTextContent(
      /Rebuild the whole booking/,
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '需求中心' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '接受 Ada Lovelace 的提案' })).toBeVisible();
  },
};
