import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { fetchProductMetricsMock } from '@lancer/api/mocks/handlers/product/fetch-product-metrics';

import { blurActive, chartsSettled } from '../story-actions';
import { Metrics } from './metrics';

import { errorStory } from '../../lib/state-stories';

/** The chart library loads on first use (metric-chart.tsx): give it time in a cold story run. */
const chartLoad = { timeout: 10_000 };

const meta = {
  // The chart library and the axis font are loaded before the story draws: the chart measures its
  // tick labels once, and a cold run (font still loading) would space the ticks differently.
  loaders: [() => import('@lancer/ui/components/bar-chart'), () => document.fonts.load('12px Inter')],
  title: 'Features/Products/Metrics',
  component: Metrics,
  args: { productId: 'product-salon' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Metrics>;
export default meta;

type Story = StoryObj<typeof meta>;

const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const series = (key: string, label: string, at: (i: number) => number) => ({
  key,
  label,
  points: days.map((x, i) => ({ x, y: at(i) })),
});
const charts = [
  {
    metric: 'delivery' as const,
    range: '30d' as const,
    unit: 'count' as const,
    currency: null,
    series: [
      series('work_items_done', 'Work items done', (i) => (i % 4 === 0 ? 2 : i % 3 === 0 ? 1 : 0)),
      series('issues_opened', 'Issues opened', (i) => (i % 6 === 1 ? 1 : 0)),
    ],
  },
  {
    metric: 'operations' as const,
    range: '30d' as const,
    unit: 'count' as const,
    currency: null,
    series: [
      series('deployments', 'Deployments', (i) => (i % 5 === 2 ? 1 : 0)),
      series('incidents', 'Incidents', (i) => (i === 20 ? 1 : 0)),
    ],
  },
];

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);
const monthly = (key: string, label: string, at: (i: number) => number) => ({
  key,
  label,
  points: months.map((x, i) => ({ x, y: at(i) })),
});
/** A year per month: twelve bars per series, every month named on the axis. */
const yearCharts = [
  {
    ...charts[0]!,
    range: '12m' as const,
    series: [
      monthly('work_items_done', 'Work items done', (i) => (i % 3 === 0 ? 2 : 1)),
      monthly('issues_opened', 'Issues opened', (i) => (i % 4 === 1 ? 1 : 0)),
    ],
  },
  {
    ...charts[1]!,
    range: '12m' as const,
    series: [
      monthly('deployments', 'Deployments', (i) => (i % 2 === 0 ? 3 : 1)),
      monthly('incidents', 'Incidents', (i) => (i === 7 ? 1 : 0)),
    ],
  },
];

/** Delivery and operations charts, each described by a written summary for screen readers. */
export const Default: Story = {
  args: { initialRange: '12m' },
  beforeEach({ msw }) {
    msw.use(fetchProductMetricsMock.success({ charts: yearCharts }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = await canvas.findByRole('img', { name: 'Delivery' }, chartLoad);
    await expect(delivery).toHaveAccessibleDescription(
      'Delivery over 12 months: Work items done 16 in total, most 2 on 2026-01-01; Issues opened 3 in total, most 1 on 2026-02-01.',
    );
    await expect(canvas.getByRole('img', { name: 'Operations' })).toHaveAccessibleDescription(
      /Incidents 1 in total/,
    );
    await chartsSettled(canvasElement);
  },
};

/** The same numbers as tables, one row per day. */
export const TableView: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductMetricsMock.success({ charts }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Table' }));
    const table = await canvas.findByRole('table', { name: 'Operations per period' });
    const row = within(table).getByRole('row', { name: /2026-10-21/ });
    await expect(row).toHaveTextContent('2026-10-2101');
    blurActive();
  },
};

/** The demo product's own records, counted by the same rule as the server (stateful mocks). */
export const FromRecords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Operations' }, chartLoad),
    ).toHaveAccessibleDescription(/Deployments 1 in total.*Incidents 1 in total/);
    await userEvent.click(canvas.getByRole('radio', { name: '12 months' }));
    await expect(
      await canvas.findByRole('img', { name: 'Operations' }, chartLoad),
    ).toHaveAccessibleDescription(/over 12 months/);
    blurActive();
    await chartsSettled(canvasElement);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductMetricsMock.success({
        charts: charts.map((chart) => ({
          ...chart,
          series: chart.series.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p, y: 0 })) })),
        })),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductMetricsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchProductMetricsMock.error(500),
  'The metrics could not be loaded.',
);

export const Chinese: Story = {
  args: { initialRange: '12m' },
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(fetchProductMetricsMock.success({ charts: yearCharts }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: '交付' }, chartLoad)).toHaveAccessibleDescription(
      /^交付（12 个月）：完成的工作项共 16/,
    );
    await chartsSettled(canvasElement);
  },
};

/** A year of months with large numbers: axis and table keep their width. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    const big = (key: string, label: string, f: number) => ({
      key,
      label,
      points: months.map((x, i) => ({ x, y: (i + 1) * f })),
    });
    msw.use(
      fetchProductMetricsMock.success({
        charts: [
          {
            ...charts[0]!,
            range: '12m',
            series: [big('work_items_done', 'x', 1234), big('issues_opened', 'y', 987)],
          },
          { ...charts[1]!, range: '12m', series: [big('deployments', 'x', 4321), big('incidents', 'y', 12)] },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Delivery' }, chartLoad)).toHaveAccessibleDescription(
      /most 14808 on 2026-12/,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await chartsSettled(canvasElement);
  },
};
