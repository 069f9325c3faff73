import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { noEvidence, seedMockEvidence } from '@lancer/api/mocks/db/dispute-evidence';
import { dueAt } from '@lancer/api/mocks/db/disputes';
import type { StoredDispute } from '@lancer/api/mocks/db/mock-db';
import { makeBakeryProjectHourly } from '@lancer/api/mocks/db/seed/hourly';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { summaryOf } from '@lancer/api/mocks/factories/user';
import { fetchDisputeQueueMock } from '@lancer/api/mocks/handlers/console/fetch-dispute-queue';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { ConsoleDisputes } from './console-disputes';

/** An escalated dispute of the demo client and provider, with the administrator signed in. */
function escalatedDispute() {
  const db = getMockDb();
  db.defaultUserId = 'user-alan';
  const person = (id: string) => summaryOf(db.users.find((user) => user.account.basic.user_id === id)!);
  const dispute: StoredDispute = {
    id: 'dispute-menu',
    payment_id: 'payment-none',
    project_id: 'project-menu',
    project_title: 'Mobile menu for the bakery site',
    subject: 'milestone',
    milestone_id: 'milestone-menu',
    milestone_title: 'Responsive menu',
    week: null,
    amount_cents: 36_000,
    currency: 'USD',
    client: person('user-grace'),
    provider: person('user-ada'),
    status: 'ESCALATED',
    opened_by: 'client',
    reason: 'quality',
    statement: 'On an iPhone the menu covers the order button and cannot be closed.',
    statement_evidence: noEvidence(),
    opened_at: fixtureTime(20),
    answer_due_at: dueAt(fixtureTime(20)),
    answer: 'It closes with the X in the corner, as in the approved design.',
    answer_evidence: noEvidence(),
    answered_at: fixtureTime(40),
    proposal: null,
    escalated_at: fixtureTime(60),
    resolution: null,
  };
  db.disputes.unshift(dispute);
}

/** The escalated dispute (the meta's) given both sides' evidence: Grace's files and message, Ada's message. */
function disputeWithEvidence() {
  const db = getMockDb();
  const dispute = db.disputes[0]!;
  const given = { disputeId: dispute.id, projectId: dispute.project_id };
  dispute.statement_evidence = seedMockEvidence(db, {
    ...given,
    ownerId: 'user-grace',
    files: true,
    messageIds: ['message-1'],
  });
  dispute.answer_evidence = seedMockEvidence(db, {
    ...given,
    ownerId: 'user-ada',
    messageIds: ['message-2'],
  });
}

const meta = {
  title: 'Features/Dispute/ConsoleDisputes',
  component: ConsoleDisputes,
  parameters: { layout: 'fullscreen' },
  beforeEach: escalatedDispute,
} satisfies Meta<typeof ConsoleDisputes>;
export default meta;

type Story = StoryObj<typeof meta>;

const queue = async (canvasElement: HTMLElement, name = 'Disputes waiting') =>
  within(await within(canvasElement).findByRole('list', { name }));

/** The queue: one escalated dispute with its parties, reason and amount. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    const items = await queue(canvasElement);
    await expect(items.getByText('Mobile menu for the bakery site: Responsive menu')).toBeVisible();
    await expect(items.getByText('$360.00')).toBeVisible();
  },
};

/** The case file opens; a 60/40 split with a reason decides it and it leaves the queue. */
export const DecidesASplit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await queue(canvasElement);
    await userEvent.click(items.getByRole('button', { name: 'Open the case' }));
    await expect(items.getByText(/covers the order button/)).toBeVisible();
    const percent = items.getByRole('spinbutton', { name: /provider's share/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '60');
    await expect(items.getByText('$216.00 to the provider, $144.00 back to the client')).toBeVisible();
    // No reason: the field says so, the split stays as typed and nothing is decided.
    await userEvent.click(items.getByRole('button', { name: 'Decide' }));
    await expect(items.getByText('Write the reason for the decision.')).toBeVisible();
    await expect(percent).toHaveValue(60);
    await expect(getMockDb().disputes[0]!.resolution).toBeNull();
    await userEvent.type(
      items.getByRole('textbox', { name: /Reason/ }),
      'The menu works but misses the brief on phones.',
    );
    await userEvent.click(items.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByText('No disputes waiting')).toBeVisible();
    await expect(getMockDb().disputes[0]!.resolution).toMatchObject({
      provider_cents: 21_600,
      client_cents: 14_400,
    });
  },
};

/** The administrator is the dispute's client: the case reads, the decision is left to another administrator. */
// proves: DISPUTE-NO-OWN-CASE
export const OwnCase: Story = {
  beforeEach: () => {
    const db = getMockDb();
    db.disputes[0]!.client = summaryOf(db.users.find((user) => user.account.basic.user_id === 'user-alan')!);
  },
  play: async ({ canvasElement }) => {
    const items = await queue(canvasElement);
    await userEvent.click(items.getByRole('button', { name: 'Open the case' }));
    await expect(
      await items.findByText('You are a side of this dispute; another administrator decides it.'),
    ).toBeVisible();
    await expect(items.getByRole('button', { name: 'Decide' })).toBeDisabled();
  },
};

/** The case file shows each side's evidence: files (opened with the administrator's token), messages. */
export const CaseFileWithEvidence: Story = {
  beforeEach: disputeWithEvidence,
  play: async ({ canvasElement }) => {
    const items = await queue(canvasElement);
    await userEvent.click(items.getByRole('button', { name: 'Open the case' }));
    const statement = within(items.getByRole('region', { name: 'Evidence with the statement' }));
    await expect(
      await statement.findByRole('button', { name: 'Open image checkout-error.png' }),
    ).toBeVisible();
    await expect(statement.getByRole('link', { name: /launch-checklist\.pdf/ })).toBeVisible();
    await expect(statement.getByText('Hi Ada, the sketches look great.')).toBeVisible();
    // An administrator is in no conversation: the message's words, no link to it.
    await expect(statement.queryByRole('link', { name: 'Open in Messages' })).toBeNull();
    const answer = within(items.getByRole('region', { name: 'Evidence with the answer' }));
    await expect(answer.getByText('Thanks! Final logo by Friday.')).toBeVisible();
    // The thumbnail has loaded before the picture is taken.
    const thumbnail = statement.getByRole('button', { name: 'Open image checkout-error.png' });
    await waitFor(() => expect(thumbnail.querySelector('img')).toHaveProperty('complete', true));
  },
};

/**
 * The escalated dispute made a week's (decision 1550): Grace disputed the 5 h Ada logged in the
 * week of November 23 on the bakery project ($85 an hour), and the week is held.
 */
function weekDispute() {
  const db = getMockDb();
  makeBakeryProjectHourly(db, { week: '2026-11-23', minutes: 300 });
  db.hourlyWeeks.push({
    id: 'week-held',
    project_id: 'project-ongoing',
    week_start: '2026-11-23',
    status: 'held',
    billed_minutes: 0,
    amount_cents: 0,
    payment_id: null,
  });
  Object.assign(db.disputes[0]!, {
    payment_id: null,
    project_id: 'project-ongoing',
    project_title: 'Logo and brand colours for a bakery',
    subject: 'hourly_week',
    milestone_id: 'week-held',
    milestone_title: 'Hours, week of 2026-11-23',
    week: { week_start: '2026-11-23', minutes: 300, rate_cents: 8_500 },
    amount_cents: 42_500,
    reason: 'scope',
    statement: 'Two of these hours were a demo nobody asked for.',
  });
}

/** The case file of a week shows its hours at the rate; a release bills the whole week once. */
// proves: DISPUTE-HOURLY-WEEK
export const DecidesAWeek: Story = {
  beforeEach: weekDispute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await queue(canvasElement);
    await expect(
      items.getByText('Logo and brand colours for a bakery: Hours, week of 2026-11-23'),
    ).toBeVisible();
    await expect(items.getByText('Week of November 23, 2026: 5 h at $85.00 an hour')).toBeVisible();
    await userEvent.click(items.getByRole('button', { name: 'Open the case' }));
    await userEvent.click(items.getByRole('radio', { name: /Release/ }));
    await userEvent.type(items.getByRole('textbox', { name: /Reason/ }), 'The hours match the plan.');
    await userEvent.click(items.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByText('No disputes waiting')).toBeVisible();
    const invoices = getMockDb().payments.filter((payment) => payment.milestone_id === 'week-held');
    await expect(invoices).toMatchObject([{ amount_cents: 42_500, dispute_outcome: 'release' }]);
  },
};

export const Empty: Story = {
  beforeEach: () => {
    getMockDb().disputes = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No disputes waiting')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchDisputeQueueMock.loading());

export const Error: Story = errorStory(fetchDisputeQueueMock.error(500), 'The disputes could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '争议' })).toBeVisible();
    const items = await queue(canvasElement, '待处理争议');
    await expect(items.getByRole('button', { name: '打开案件' })).toBeVisible();
  },
};
