import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import zh from '../locales/zh.json';
import { Button } from './button';
import { LoadState, type Loadable } from './load-state';
import { Skeleton } from './skeleton';

type Invoice = { id: string; title: string };

const invoices: Invoice[] = [
  { id: 'inv-1', title: 'Invoice 1043: checkout flow' },
  { id: 'inv-2', title: 'Invoice 1044: admin report' },
];

type InvoiceListProps = { state: Loadable<Invoice[]>; errorTitle?: string; retryLabel?: string };

/** A list as a screen writes it: the content, its empty state and what failed. */
const InvoiceList = ({
  state,
  errorTitle = 'Invoices could not be loaded.',
  retryLabel,
}: InvoiceListProps) => (
  <LoadState
    state={state}
    isEmpty={(items) => items.length === 0}
    empty={{
      title: 'No invoices yet',
      description: 'Invoices appear here once a milestone is paid.',
      action: <Button variant="outline">Create an invoice</Button>,
    }}
    errorTitle={errorTitle}
    retryLabel={retryLabel}
  >
    {(items) => (
      <ul className="divide-y rounded-md border">
        {items.map((item) => (
          <li key={item.id} className="px-4 py-3 text-sm">
            {item.title}
          </li>
        ))}
      </ul>
    )}
  </LoadState>
);

const meta = {
  title: 'UI/LoadState',
  component: InvoiceList,
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
  args: { state: { status: 'ready', data: invoices } },
} satisfies Meta<typeof InvoiceList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invoice 1043: checkout flow')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A placeholder shaped like the content it stands for. */
export const CustomSkeleton: Story = {
  render: () => (
    <LoadState
      state={{ status: 'loading' }}
      errorTitle="Profile could not be loaded."
      skeleton={
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-28" />
        </div>
      }
    >
      {() => null}
    </LoadState>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create an invoice' })).toBeVisible();
  },
};

const onRetry = fn();
export const Error: Story = {
  args: { state: { status: 'error', onRetry } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Invoices could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledOnce();
    // The picture shows the alert at rest, not the button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An error nobody can retry (nothing to refetch): the alert alone. */
export const ErrorWithoutRetry: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    state: { status: 'error', onRetry: fn() },
    errorTitle: '发票加载失败。',
    retryLabel: zh.loadState.retry,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('发票加载失败。');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
