import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';

import { Checkbox } from './checkbox';
import { EmptyState } from './empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

type Payment = { invoice: string; description: string; amount: string };

const payments: Payment[] = [
  { invoice: 'INV-001', description: 'Logo design', amount: '$400.00' },
  { invoice: 'INV-002', description: 'Landing page', amount: '$900.00' },
];

type TableExampleProps = {
  caption?: string;
  headings?: [string, string, string];
  rows?: Payment[];
  total?: string;
};

function TableExample({
  caption = 'Recent payments',
  headings = ['Invoice', 'Description', 'Amount'],
  rows = payments,
  total = '$1,300.00',
}: TableExampleProps) {
  return (
    <Table className="w-[28rem]">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{headings[0]}</TableHead>
          <TableHead>{headings[1]}</TableHead>
          <TableHead className="text-right">{headings[2]}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3}>
              <EmptyState
                title="No payments yet"
                description="Payments show here once a milestone is paid."
              />
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.invoice}>
              <TableCell className="whitespace-nowrap">{row.invoice}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{row.amount}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
      {rows.length > 0 && (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell className="text-right">{total}</TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}

const meta = { title: 'UI/Table', component: TableExample } satisfies Meta<typeof TableExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent payments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Invoice', 'Description', 'Amount']);
  },
};

/** An empty body keeps the header (so the columns stay explained) and says what will appear. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent payments' });
    await expect(within(table).getByRole('heading', { name: 'No payments yet' })).toBeVisible();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        invoice: 'INV-003',
        description:
          'Milestone 2: checkout flow with saved cards, refunds, receipts by email and the admin report',
        amount: '$12,400.00',
      },
      ...payments,
    ],
    total: '$13,700.00',
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText(/checkout flow with saved cards/);
    // The description wraps inside the table instead of pushing it wider than its container.
    await expect(cell.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(within(canvasElement).getByRole('table').getBoundingClientRect().width).toBeLessThanOrEqual(
      448,
    );
  },
};

function SelectableTable() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (invoice: string) =>
    setSelected((current) =>
      current.includes(invoice) ? current.filter((item) => item !== invoice) : [...current, invoice],
    );
  return (
    <Table className="w-96">
      <TableCaption>Invoices to export</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <span className="sr-only">Select</span>
          </TableHead>
          <TableHead>Invoice</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((row) => {
          const isSelected = selected.includes(row.invoice);
          return (
            <TableRow
              key={row.invoice}
              data-state={isSelected ? 'selected' : undefined}
              aria-selected={isSelected}
            >
              <TableCell>
                <Checkbox
                  aria-label={`Select ${row.invoice}`}
                  checked={isSelected}
                  onCheckedChange={() => toggle(row.invoice)}
                />
              </TableCell>
              <TableCell>{row.invoice}</TableCell>
              <TableCell className="text-right">{row.amount}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Rows carry `data-state="selected"` for the highlight; the checkbox is the keyboard path. */
export const SelectedRow: Story = {
  render: () => <SelectableTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select INV-002' }));
    const row = canvas.getByRole('checkbox', { name: 'Select INV-002' }).closest('tr');
    await expect(row).toHaveAttribute('data-state', 'selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select INV-001' }).closest('tr')).not.toHaveAttribute(
      'data-state',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    caption: '最近的付款',
    headings: ['发票', '说明', '金额'],
    rows: [
      { invoice: 'INV-001', description: '标志设计', amount: '¥2,800.00' },
      { invoice: 'INV-002', description: '落地页开发与上线', amount: '¥6,300.00' },
    ],
    total: '¥9,100.00',
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '最近的付款' });
    await expect(within(table).getByRole('columnheader', { name: '金额' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Recent payments' })).toBeVisible();
  },
};
