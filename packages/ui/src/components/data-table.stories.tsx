import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DataTable, type DataTableColumn } from './data-table';
import { StatusBadge, type Status } from './status-badge';

type Milestone = { id: string; title: string; amount: number; status: Status };

const rows: Milestone[] = [
  { id: 'm1', title: 'Wireframes', amount: 400, status: 'PAID' },
  { id: 'm2', title: 'Visual design', amount: 900, status: 'IMPLEMENTING' },
  { id: 'm3', title: 'Build and launch', amount: 1500, status: 'PENDING' },
];

const columns: DataTableColumn<Milestone>[] = [
  { id: 'title', header: 'Milestone', cell: (row) => row.title, sortValue: (row) => row.title },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => `$${row.amount.toLocaleString('en-US')}`,
    sortValue: (row) => row.amount,
    className: 'text-right tabular-nums',
  },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Milestone>,
  args: {
    rows,
    columns,
    getRowId: (row: Milestone) => row.id,
    caption: 'Milestones',
    className: 'w-[36rem]',
    onSelectedChange: fn(),
  },
} satisfies Meta<typeof DataTable<Milestone>>;
export default meta;

type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[0]?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Milestones' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual(['Wireframes', 'Visual design', 'Build and launch']);
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('button', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(amount);
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(titles(canvasElement)).toEqual(['Build and launch', 'Visual design', 'Wireframes']);
    // Keyboard: the sort control is a button.
    canvas.getByRole('button', { name: 'Milestone' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(titles(canvasElement)).toEqual(['Build and launch', 'Visual design', 'Wireframes']);
    await expect(canvas.getByRole('columnheader', { name: 'Milestone' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Selection: Story = {
  args: {
    selectable: true,
    labels: { selectAll: 'Select all milestones', selectRow: (row: Milestone) => `Select ${row.title}` },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Visual design' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(new Set(['m2']));
    await expect(canvas.getByRole('checkbox', { name: 'Select all milestones' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all milestones' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(new Set(['m1', 'm2', 'm3']));
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No milestones yet', selectable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No milestones yet')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'x',
        title:
          'Integrate the card payment provider, webhooks, refunds and the payout onboarding flow for every country',
        amount: 12000,
        status: 'OUTSTANDING',
      },
    ],
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    caption: '里程碑',
    rows: [
      { id: 'm1', title: '线框图', amount: 400, status: 'PAID' },
      { id: 'm2', title: '视觉设计', amount: 900, status: 'IMPLEMENTING' },
    ],
    columns: [
      {
        id: 'title',
        header: '里程碑',
        cell: (row: Milestone) => row.title,
        sortValue: (row: Milestone) => row.title,
      },
      {
        id: 'amount',
        header: '金额',
        cell: (row: Milestone) => `¥${row.amount}`,
        sortValue: (row: Milestone) => row.amount,
      },
      {
        id: 'status',
        header: '状态',
        cell: (row: Milestone) => (
          <StatusBadge
            status={row.status}
            label={row.status === 'PAID' ? '已付款' : '实施中'}
            srPrefix="状态："
          />
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '里程碑' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { selectable: true } };
