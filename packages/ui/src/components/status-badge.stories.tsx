import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { StatusBadge, statuses } from './status-badge';
import { expectInside, expectTruncated } from '../stories/story-layout';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'ONGOING' },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="status-badge"]')).toHaveTextContent(
      'Status: Ongoing',
    );
  },
};

const All = ({ texts }: { texts: typeof en }) => (
  <ul className="flex max-w-xl flex-wrap gap-2">
    {statuses.map((status) => (
      <li key={status}>
        <StatusBadge status={status} label={texts.status[status]} srPrefix={texts.statusPrefix} />
      </li>
    ))}
  </ul>
);

// proves: STATUS-LABELS
export const AllStatuses: Story = {
  render: () => <All texts={en} />,
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="status-badge"]')];
    await expect(badges).toHaveLength(11);
    // Each status has its own colour.
    const colours = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(colours.size).toBe(11);
    await expect(within(canvasElement).getByText('Recruiting')).toBeVisible();
  },
};

const longLabel = 'Waiting for the client to approve milestone 2 and release the payment';

/** A long translated label stays on one line inside its cell, ends in an ellipsis and is whole in the tooltip and for screen readers. */
export const LongText: Story = {
  args: { status: 'PENDING', label: longLabel },
  decorators: [
    (Story) => (
      <div className="w-48">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTitle(longLabel);
    await expectInside(badge, badge.parentElement!);
    await expectTruncated(within(badge).getByText(longLabel));
    await expect(badge).toHaveTextContent(`Status: ${longLabel}`);
  },
};

// proves: STATUS-LABELS
export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => <All texts={zh} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('招募中')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <All texts={en} />,
};
