import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

function Stateful({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(10);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

export const ManyPages: Story = {
  render: () => <Stateful pageCount={20} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('More pages')).toHaveLength(2);
    canvas.getByRole('button', { name: /Next/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};

export const SinglePageRendersNothing: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    page: 2,
    labels: {
      nav: '分页',
      previous: '上一页',
      next: '下一页',
      page: (p: number) => `第 ${p} 页`,
      more: '更多页',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { page: 3 } };
