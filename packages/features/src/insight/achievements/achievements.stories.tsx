import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { buildActivityHistory, buildStatistics } from '@lancer/api/mocks/factories/stats';
import { fetchAchievementsMock } from '@lancer/api/mocks/handlers/stats/fetch-achievements';
import { fetchStatisticsMock } from '@lancer/api/mocks/handlers/stats/fetch-statistics';
import { achievementsOf } from '@lancer/api/rules/achievements';
import { statisticsOf } from '@lancer/api/rules/statistics';

import { Achievements } from './achievements';

const meta = {
  title: 'Features/Insight/Achievements',
  component: Achievements,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Achievements>;
export default meta;

type Story = StoryObj<typeof meta>;

const at = (day: string) => `${day}T09:00:00.000Z`;
/** A provider a few months in: two projects done, five milestones paid, three proposals sent. */
const provider = {
  requests: [],
  proposals: [
    { created_at: at('2026-05-02'), updated_at: at('2026-05-04'), status: 'ONGOING' as const },
    { created_at: at('2026-06-10'), updated_at: at('2026-06-11'), status: 'REJECTED' as const },
    { created_at: at('2026-07-01'), updated_at: at('2026-07-03'), status: 'ONGOING' as const },
  ],
  projects: [
    {
      role: 'provider' as const,
      status: 'DONE' as const,
      created_at: at('2026-05-04'),
      updated_at: at('2026-06-20'),
      score: 96,
    },
    {
      role: 'provider' as const,
      status: 'DONE' as const,
      created_at: at('2026-07-03'),
      updated_at: at('2026-09-14'),
      score: 89,
    },
  ],
  milestones: [
    ['2026-05-20', 30_000, '2026-05-25'],
    ['2026-06-18', 40_000, '2026-06-20'],
    ['2026-08-01', 25_000, '2026-07-30'],
    ['2026-08-30', 25_000, '2026-09-01'],
    ['2026-09-12', 20_000, '2026-09-15'],
  ].map(([paid, amount, due]) => ({
    status: 'PAID' as const,
    amount_cents: amount as number,
    due_date: due as string,
    delivered_at: at(paid as string),
    approved_at: at(paid as string),
    paid_at: at(paid as string),
  })),
  payments: [],
};
const none = { requests: [], proposals: [], projects: [], milestones: [], payments: [] };

const scenario = (activity: typeof provider | typeof none) => [
  fetchStatisticsMock.success(statisticsOf(activity)),
  fetchAchievementsMock.success({ achievements: achievementsOf(activity) }),
];

/** Earned badges with the day of the record that earned them; progress toward the rest. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...scenario(provider));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$1,400.00')).toBeVisible();
    await expect(canvas.getByText('92.5')).toBeVisible();
    await expect(canvas.getByText('Max 100')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your activity over time' })).toHaveAttribute(
      'href',
      '/data-visualization',
    );
    await expect(canvas.getByText('67%')).toBeVisible();
    await expect(canvas.getByText('of 5 delivered')).toBeVisible();
    const earned = within((await canvas.findByRole('heading', { name: 'Badges earned' })).parentElement!);
    const paid = earned.getByRole('heading', { name: 'First paid milestone' }).parentElement!;
    await expect(paid).toHaveTextContent('Earned May 20, 2026');
    const thousand = earned.getByRole('heading', { name: 'First $1,000' }).parentElement!;
    await expect(thousand).toHaveTextContent('Earned Aug 30, 2026');
    const open = within(canvas.getByRole('heading', { name: 'In progress' }).parentElement!);
    await expect(open.getByRole('progressbar', { name: 'Progress toward Regular' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(open.getByText('2 of 5')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchStatisticsMock.loading(), fetchAchievementsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' })).toHaveLength(2);
  },
};

/** A new user: every figure at zero, no badge yet, every goal in progress at 0. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...scenario(none));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No badges yet')).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.getAllByText('—')).toHaveLength(2);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(10);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchStatisticsMock.success(statisticsOf(provider)), fetchAchievementsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your achievements could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(await canvas.findByText('$1,400.00')).toBeVisible();
  },
};

/** Two years of work: large figures and most badges earned stay inside their cards. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    const history = buildActivityHistory(2_000);
    msw.use(
      fetchStatisticsMock.success(
        buildStatistics({ ...statisticsOf(history), earned_cents: 987_654_321_00, projects_done: 12_345 }),
      ),
      fetchAchievementsMock.success({ achievements: achievementsOf(history) }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$987,654,321.00')).toBeVisible();
    await expect(canvas.getByText('12,345')).toBeVisible();
    const earned = within((await canvas.findByRole('heading', { name: 'Badges earned' })).parentElement!);
    await expect(earned.getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(...scenario(provider));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('满分 100')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '首个已付款里程碑' })).toBeVisible();
    await expect(canvas.getByText('获得于 2026年5月20日')).toBeVisible();
  },
};
