import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildDecidedDispute } from '@lancer/api/mocks/factories/dispute';
import { fetchHistoryMock } from '@lancer/api/mocks/handlers/activity/fetch-history';

import { History } from './history';

import { loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Deliver/History',
  component: History,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof History>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The demo client's records, newest first; filtering by kind keeps only that kind. */
// proves: HISTORY-DERIVED
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await canvas.findByRole('list', { name: 'Timeline' });
    await expect(within(timeline).getAllByText(/^Job posted: /).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('radio', { name: 'Milestones' }));
    await expect(await canvas.findByText('Milestone paid: Sketches')).toBeVisible();
    await expect(canvas.queryByText(/^Job posted: /)).toBeNull();
  },
};

/** A dispute's steps on a milestone, opened to decided, in the timeline (decision 1542). */
// proves: DISPUTE-HISTORY
export const DisputeSteps: Story = {
  beforeEach: () => {
    const db = getMockDb();
    db.disputes.unshift(
      buildDecidedDispute(db, {
        outcome: 'split',
        provider_cents: 12_000,
        client_cents: 8_000,
        reason: 'Delivered late.',
        refund_id: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Milestones' }));
    for (const step of [
      'Dispute opened',
      'Dispute answered',
      'Dispute taken to an administrator',
      'Dispute decided',
    ])
      await expect(await canvas.findByText(`${step}: Final logo`)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchHistoryMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchHistoryMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing happened in this period')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchHistoryMock.error(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your history could not be loaded.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '历史记录', level: 1 })).toBeVisible();
    await expect((await canvas.findAllByText(/^发布了需求：|^发布了需求: /)).length).toBeGreaterThan(0);
  },
};

const long =
  'Rebuild the whole booking, billing and reminder system of a chain of forty hair salons across three countries';

/** Long titles wrap; more than one page shows the pages. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchHistoryMock.success({
        items: Array.from({ length: 3 }, (_, index) => ({
          id: `milestone-paid:m${index}`,
          kind: 'milestone' as const,
          event: 'milestone-paid' as const,
          title: `${long} (phase ${index + 1})`,
          context: long,
          project_id: 'project-ongoing',
          request_id: null,
          amount_cents: 123_456_789,
          currency: 'USD',
          at: `2026-11-0${index + 1}T10:00:00.000Z`,
        })),
        total: 60,
        page: 1,
        page_size: 20,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Milestone paid: ${long} (phase 1)`)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of the history' })).toBeVisible();
  },
};
