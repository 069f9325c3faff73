import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildTimeEntry, buildTimesheet, weekEntries } from '@lancer/api/mocks/factories/hourly';
import { createTimeEntryMock } from '@lancer/api/mocks/handlers/hourly/create-time-entry';
import { fetchTimesheetMock } from '@lancer/api/mocks/handlers/hourly/fetch-timesheet';
import { reviewTimesheetMock } from '@lancer/api/mocks/handlers/hourly/review-timesheet';
import { updateTimeEntryMock } from '@lancer/api/mocks/handlers/hourly/update-time-entry';
import { refuseOverLimit } from '@lancer/api/rules/hourly';
import type { Timesheet as Sheet } from '@lancer/api/schemas/hourly';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { Timesheet } from './timesheet';

/**
 * Ada's hourly dashboard project for Grace at $85 an hour, up to 20 h a week (decision 1400).
 * Each story answers the week it is about; the rules decide the refusals (rules/hourly.ts).
 */
const meta = {
  title: 'Features/Deliver/Timesheet',
  component: Timesheet,
  args: { projectId: 'project-hourly' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Timesheet>;
export default meta;

type Story = StoryObj<typeof meta>;

const week = (overrides: Partial<Sheet> = {}): Story['beforeEach'] =>
  function answer({ msw }) {
    msw.use(fetchTimesheetMock.success(buildTimesheet(overrides)));
  };

const reviewWeek = {
  role: 'client' as const,
  status: 'in_review' as const,
  now: '2026-12-01T09:00:00.000Z',
  weeks_in_review: ['2026-11-23'],
};

/** The provider's open week: "this week: 12.5 of 20 h", the timer, the entries and the form. */
export const Default: Story = {
  beforeEach: week(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This week: 12.5 of 20 h')).toBeVisible();
    await expect(canvas.getByText('$85.00 an hour · up to 20 h a week')).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start timer' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Entries' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    await expect(canvas.getByText(/\$1,062\.50 so far/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add time' })).toBeVisible();
  },
};

export const TimerRunning: Story = {
  beforeEach: week({ timer_started_at: '2026-11-27T08:30:00.000Z' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Timer running since/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop timer' })).toBeVisible();
  },
};

/** The limit reached exactly: one more entry is refused with the rule's message (HOURLY-WEEKLY-LIMIT). */
export const LimitReached: Story = {
  beforeEach({ msw }) {
    const refusal = refuseOverLimit({ limitHours: 20, loggedMinutes: 1_200, addMinutes: 30 })!;
    msw.use(
      fetchTimesheetMock.success(
        buildTimesheet({
          minutes: 1_200,
          amount_cents: 170_000,
          billed_minutes: 1_200,
          entries: [buildTimeEntry({ minutes: 1_200, memo: 'Release week' })],
        }),
      ),
      createTimeEntryMock.error(refusal.status, refusal.code, refusal.message),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This week: 20 of 20 h')).toBeVisible();
    await expect(
      canvas.getByText('The weekly limit of 20 h is reached: no more time this week.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Hours'), '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add time' }));
    await expect(
      await canvas.findByText('This entry would pass the weekly limit of 20 h: 0 min left this week'),
    ).toBeVisible();
  },
};

/**
 * While the week is open the provider changes an entry: its values fill the form, the change is
 * saved and the form is back to adding time (HOURLY-EDIT-OPEN-WEEK).
 */
export const EditEntry: Story = {
  beforeEach({ msw }) {
    const entries = weekEntries();
    msw.use(
      fetchTimesheetMock.success(buildTimesheet({ entries })),
      updateTimeEntryMock.success({ ...entries[1]!, minutes: 135, memo: 'Chart tooltips' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit the entry of Nov 24, 2026' }));
    const form = canvas.getByRole('form', { name: 'Edit time' });
    await expect(within(form).getByLabelText('Hours')).toHaveValue('4:30');
    await expect(within(form).getByLabelText('Memo')).toHaveValue('Chart tooltips and empty states');
    await userEvent.clear(within(form).getByLabelText('Hours'));
    await userEvent.type(within(form).getByLabelText('Hours'), '2:15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('form', { name: 'Add time' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit time' })).toBeNull();
  },
};

/** A typed duration the form cannot read stays on its field; nothing is sent. */
export const BadHours: Story = {
  beforeEach: week({ entries: [], minutes: 0, amount_cents: 0, billed_minutes: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No time logged this week.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Hours'), 'two');
    await userEvent.click(canvas.getByRole('button', { name: 'Add time' }));
    await expect(
      await canvas.findByText('Enter between 1 minute and 24 hours, like 1.5 or 1:30'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: week({ entries: [], minutes: 0, amount_cents: 0, billed_minutes: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This week: 0 of 20 h')).toBeVisible();
    await expect(canvas.getByText('No time logged this week.')).toBeVisible();
  },
};

/** The client reviews the closed week: disputes one entry with a reason; the rest is billed. */
// proves: HOURLY-REVIEW-WINDOW
export const ClientReview: Story = {
  beforeEach({ msw }) {
    const sheet = buildTimesheet(reviewWeek);
    msw.use(
      fetchTimesheetMock.success(sheet),
      reviewTimesheetMock.success({ ...sheet, status: 'disputed', payment_id: 'payment-week' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Review this week' })).toBeVisible();
    await expect(canvas.getByText('In review')).toBeVisible();
    await expect(canvas.getByText(/approved on December 5, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve the week' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('checkbox')[2]!);
    const send = canvas.getByRole('button', { name: 'Dispute 1 entry and bill the rest' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Why you dispute it'), 'We agreed the call was free');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(canvas.queryByText('The review was not sent')).toBeNull());
  },
};

/**
 * Ada's week in its review: either side may open a dispute over the whole week (decision 1550),
 * which holds it; the link opens the disputes page on this week.
 */
export const OpenADispute: Story = {
  beforeEach: week({ ...reviewWeek, role: 'provider' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Open a dispute' }));
    await expect(section.getByText(/A dispute holds the week/)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Open a dispute' })).toHaveAttribute(
      'href',
      '/project-disputes/project-hourly?week=2026-11-23',
    );
    // The review is the client's; the provider only disputes.
    await expect(canvas.queryByRole('button', { name: 'Approve the week' })).toBeNull();
  },
};

/** A week its dispute holds: no review, no invoice, not approved by itself; a link to the dispute. */
// proves: DISPUTE-HOURLY-WEEK
export const HeldByADispute: Story = {
  beforeEach: week({
    ...reviewWeek,
    status: 'held',
    weeks_in_review: [],
    now: '2026-12-08T09:00:00.000Z',
    dispute_id: 'dispute-week',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This week is in dispute')).toBeVisible();
    await expect(canvas.getByText('In dispute')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the dispute' })).toHaveAttribute(
      'href',
      '/project-disputes/project-hourly',
    );
    await expect(canvas.getByText(/\$1,062\.50 so far/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve the week' })).toBeNull();
    await expect(canvas.queryByText(/Invoice of/)).toBeNull();
  },
};

/** The dispute settled on a split: the provider's share is the week's invoice. */
export const SettledByADispute: Story = {
  beforeEach: week({
    ...reviewWeek,
    status: 'resolved',
    weeks_in_review: [],
    amount_cents: 63_750,
    payment_id: 'payment-week',
    dispute_id: 'dispute-week',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Settled by its dispute: \$637\.50 billed/)).toBeVisible();
    await expect(canvas.getByText('Settled by a dispute')).toBeVisible();
    await expect(canvas.getByText('Invoice of $637.50 sent')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the dispute' })).toBeVisible();
  },
};

export const Approved: Story = {
  beforeEach: week({ ...reviewWeek, status: 'approved', weeks_in_review: [], payment_id: 'payment-week' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Approved')).toBeVisible();
    await expect(canvas.getByText('Invoice of $1,062.50 sent')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See it in payment history' })).toHaveAttribute(
      'href',
      '/payment',
    );
    await expect(canvas.queryByRole('button', { name: 'Approve the week' })).toBeNull();
  },
};

export const Disputed: Story = {
  beforeEach: week({
    status: 'disputed',
    now: '2026-12-01T09:00:00.000Z',
    billed_minutes: 570,
    amount_cents: 80_750,
    payment_id: 'payment-week',
    entries: [
      buildTimeEntry({ minutes: 570, memo: 'Dashboard work' }),
      buildTimeEntry({ minutes: 180, memo: 'Pairing call', dispute_reason: 'We agreed the call was free' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Disputed: We agreed the call was free$/)).toBeVisible();
    await expect(canvas.getByText('Billed $807.50 for 9.5 h.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add time' })).toBeNull();
  },
};

export const LongMemos: Story = {
  beforeEach: week({
    entries: [
      buildTimeEntry({
        memo: 'Rewrote the whole export pipeline so that very large accounts stop timing out: streamed the CSV rows, added back-pressure, moved the totals into one query, and wrote tests for accounts with more than a hundred thousand orders and for the strange time zones some of our customers are in.'.repeat(
          2,
        ),
      }),
      buildTimeEntry({ memo: 'Supercalifragilisticexpialidocious'.repeat(6), source: 'manual' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Entries' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const Loading: Story = loadingStory(fetchTimesheetMock.loading());

export const Error: Story = errorStory(
  fetchTimesheetMock.error(500),
  'The hours of this project could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: week(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('本周：12.5 / 20 小时')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始计时' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加工时' })).toBeVisible();
  },
};
