import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Card, CardContent, CardHeader } from './card';
import { Skeleton } from './skeleton';

/** The container announces loading once; the blocks themselves are hidden from assistive tech. */
function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex w-80 items-center gap-4">
      <Skeleton className="size-12 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  render: () => <ProfileSkeleton label="Loading profile" />,
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading profile' });
    const blocks = status.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(3);
    await expect([...blocks].every((block) => block.getAttribute('aria-hidden') === 'true')).toBe(true);
  },
};

/** The shape of a request card while the list loads: same size as the card it stands for. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card role="status" aria-label="Loading requests" className="w-96">
      <CardHeader className="gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading requests' });
    await expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(5);
  },
};

export const TableRows: Story = {
  render: () => (
    <div role="status" aria-label="Loading payments" className="grid w-[28rem] gap-3">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid grid-cols-[1fr_6rem_5rem] gap-4">
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading payments' });
    await expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(12);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => <ProfileSkeleton label="正在加载个人资料" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载个人资料' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
  },
};
