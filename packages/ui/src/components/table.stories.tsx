import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './table';

function TableExample() {
  return (
    <Table className="w-96">
      <TableCaption>Recent payments</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Invoice</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>INV-001</TableCell>
          <TableCell className="text-right">$400.00</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>INV-002</TableCell>
          <TableCell className="text-right">$900.00</TableCell>
        </TableRow>
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>Total</TableCell>
          <TableCell className="text-right">$1,300.00</TableCell>
        </TableRow>
      </TableFooter>
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
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
