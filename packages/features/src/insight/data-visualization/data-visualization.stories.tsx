import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildActivityHistory, buildStatsChart } from '@lancer/api/mocks/factories/stats';
import { fetchChartDataMock } from '@lancer/api/mocks/handlers/stats/fetch-chart-data';

import { DataVisualization } from './data-visualization';

import { errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Insight/DataVisualization',
  component: DataVisualization,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DataVisualization>;
export default meta;

type Story = StoryObj<typeof meta>;

const dollars = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
const year = buildStatsChart({ metrics: ['earnings'], range: '12m' }).series[0]!;
const month = buildStatsChart({ metrics: ['earnings'], range: '30d' }).series[0]!;
const noActivity = { requests: [], proposals: [], projects: [], milestones: [], payments: [] };

/** A few projects in 30 days: the count chart's axis ticks whole numbers (no 0.5 projects). */
export const CountTicks: Story = {
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const projects = await canvas.findByRole('region', { name: 'Projects' });
    await waitFor(() =>
      expect(
        projects.querySelectorAll('.recharts-cartesian-axis-tick-value[text-anchor="end"]').length,
      ).toBeGreaterThan(1),
    );
    const ticks = [
      ...projects.querySelectorAll('.recharts-cartesian-axis-tick-value[text-anchor="end"]'),
    ].map((tick) => tick.textContent ?? '');
    for (const tick of ticks) await expect(tick).toMatch(/^\d+$/);
  },
};

/** A year of a provider's work; the play switches to 12 months and reads a month from the table. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earnings = within(await canvas.findByRole('region', { name: 'Earnings' }));
    await expect(earnings.getByText(dollars(month.total))).toBeVisible();
    await expect(earnings.getByRole('img', { name: 'Earnings' })).toHaveAccessibleDescription(
      new RegExp(`^Earnings from .*: ${dollars(month.total).replace('$', '\\$')} in total`),
    );
    await expect(canvas.getByRole('link', { name: 'Your badges and statistics' })).toHaveAttribute(
      'href',
      '/achievements',
    );
    await userEvent.click(canvas.getByRole('radio', { name: '12 months' }));
    await expect(await canvas.findByText(dollars(year.total))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    const region = within(canvas.getByRole('region', { name: 'Earnings' }));
    await userEvent.click(region.getByRole('tab', { name: 'Table' }));
    const table = region.getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(1 + 12);
    const last = year.points.at(-1)!;
    await expect(rows.at(-1)).toHaveTextContent(dollars(last.y));
    await expect(rows.at(-1)).toHaveTextContent('Nov 2026');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity(noActivity));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No activity in this period')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Error: Story = errorStory(fetchChartDataMock.error(500), 'Your charts could not be loaded.');

/** Comparison off: the table has no previous-period column. */
export const WithoutComparison: Story = {
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Proposals' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Compare with the previous period' }));
    await userEvent.click(region.getByRole('tab', { name: 'Table' }));
    const headers = within(region.getByRole('table')).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Period', 'This period']);
  },
};

/** A custom range that ends before it starts is refused with the server's words, the days kept. */
export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Earnings' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await waitFor(() => expect(from).toHaveValue(month.points[0]!.x));
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('The end date must not be before the start')).toBeVisible();
    await expect(to).toHaveValue('2026-01-01');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Two years by week: a long table that scrolls inside its card. */
export const LongContent: Story = {
  args: {
    initialFilter: { range: 'custom', from: '2024-11-04', to: '2026-11-01', group: 'week', compare: true },
  },
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity(buildActivityHistory(1200)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Spending' }));
    await userEvent.click(region.getByRole('tab', { name: 'Table' }));
    await expect(within(region.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 104);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(fetchChartDataMock.fromActivity());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '收入' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '30 天' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toBeEnabled();
  },
};
