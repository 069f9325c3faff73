import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { noEvidence } from '@lancer/api/mocks/db/dispute-evidence';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { fetchConsoleOverviewMock } from '@lancer/api/mocks/handlers/console/fetch-console-overview';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { asAdministrator } from '../../lib/console-story-setups';
import { ConsoleOverview } from './console-overview';

const DAY = 24 * 60;

/**
 * A busy month: the mocks' clock 20 days on, disputes opened 1, 4, 9 and 16 days ago, a sign-up or
 * three most days and the payments of many days.
 */
function busy() {
  asAdministrator();
  const db = getMockDb();
  db.clock = 20 * DAY;
  const [payment] = db.payments;
  db.disputes = [1, 4, 9, 16].map((ago, index) => ({
    id: `dispute-busy-${index}`,
    milestone_id: `milestone-busy-${index}`,
    status: index === 3 ? ('ESCALATED' as const) : ('OPEN' as const),
    payment_id: payment!.id,
    project_id: payment!.project_id,
    project_title: payment!.project_title,
    subject: 'milestone' as const,
    milestone_title: `Milestone ${index + 1}`,
    week: null,
    client: payment!.payer,
    provider: payment!.payee,
    opened_by: 'client' as const,
    reason: 'quality' as const,
    statement: 'Half of it is missing.',
    statement_evidence: noEvidence(),
    answer_evidence: noEvidence(),
    answer_due_at: fixtureTime((23 - ago) * DAY),
    answer: null,
    answered_at: null,
    proposal: null,
    escalated_at: index === 3 ? fixtureTime((20 - ago + 3) * DAY) : null,
    resolution: null,
    amount_cents: 25_000 * (index + 1),
    currency: 'USD',
    opened_at: fixtureTime((20 - ago) * DAY),
  }));
  for (let day = 0; day <= 20; day += 1)
    for (let n = 0; n < (day * 7) % 4; n += 1) {
      const user = buildUserProfile({ user_id: `user-busy-${day}-${n}`, flid: `busy_${day}_${n}` });
      db.users.push(user);
      db.signedUpAt[user.account.basic.user_id] = fixtureTime(day * DAY + 60);
    }
  db.payments = Array.from({ length: 30 }, (_, index) => ({
    ...db.payments[index % db.payments.length]!,
    id: `payment-busy-${index}`,
    paid_at: fixtureTime(((index * 5) % 21) * DAY + 90),
  }));
}

/** Nothing waits: no dispute open, no report, no payment. */
function quiet() {
  asAdministrator();
  const db = getMockDb();
  db.disputes = [];
  db.reports = [];
  db.payments = [];
}

const meta = {
  title: 'Features/Console/ConsoleOverview',
  component: ConsoleOverview,
  parameters: { layout: 'fullscreen' },
  beforeEach: asAdministrator,
} satisfies Meta<typeof ConsoleOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

const stat = async (canvasElement: HTMLElement, label: string) => {
  const term = await within(canvasElement).findByText(label, { selector: 'dt, dt *' });
  return term.closest('dl')!;
};

/** The demo: no dispute open, two reports waiting, the seeded sign-ups and payments. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
    await expect(await stat(canvasElement, 'Open disputes')).toHaveTextContent('None open');
    await expect(await stat(canvasElement, 'Reports waiting')).toHaveTextContent(/Reports waiting2/);
    await expect(canvas.getByRole('link', { name: 'Open disputes' })).toHaveAttribute(
      'href',
      '/console/disputes',
    );
    await expect(canvas.getAllByText('3 payments arrived in the last 30 days, per UTC day.')).toHaveLength(2);
  },
};

/** A busy month: disputes of every age (one escalated), the money they hold, sign-ups and payments most days. */
export const Busy: Story = {
  beforeEach: busy,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disputes = await stat(canvasElement, 'Open disputes');
    await expect(disputes).toHaveTextContent('4');
    await expect(disputes).toHaveTextContent('1 escalated · the oldest opened 16 days ago');
    await expect(await stat(canvasElement, 'Money held')).toHaveTextContent('$2,500.00');
    await expect(canvas.getAllByText('30 payments arrived in the last 30 days, per UTC day.')).toHaveLength(
      2,
    );
    await expect(canvas.getByRole('img', { name: /Open disputes by age/ })).toBeVisible();
  },
};

/** Nothing waits for an operator: zeros, said so, and empty days. */
export const Empty: Story = {
  beforeEach: quiet,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stat(canvasElement, 'Open disputes')).toHaveTextContent('None open');
    await expect(await stat(canvasElement, 'Money held')).toHaveTextContent('$0.00');
    await expect(await stat(canvasElement, 'Reports waiting')).toHaveTextContent(/Reports waiting0/);
    await expect(canvas.getAllByText('0 payments arrived in the last 30 days, per UTC day.')).toHaveLength(2);
  },
};

export const Loading: Story = loadingStory(fetchConsoleOverviewMock.loading());

export const Error: Story = errorStory(
  fetchConsoleOverviewMock.error(500),
  'The numbers could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: busy,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '控制台' })).toBeVisible();
    await expect(await stat(canvasElement, '未结争议')).toHaveTextContent(
      '1 个已升级 · 最早的开启于 16 天前',
    );
  },
};
