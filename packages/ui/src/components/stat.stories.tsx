import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stat, StatGroup } from './stat';
import { expectInside, lineCount, textBox } from '../stories/story-layout';

const meta = {
  title: 'UI/Stat',
  component: Stat,
  args: {
    label: 'Earnings this month',
    value: '$4,250',
    trend: { direction: 'up', text: '+12%', srText: 'up 12% from last month' },
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stat>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$4,250')).toBeVisible();
    await expect(canvas.getByText('up 12% from last month')).toHaveClass('sr-only');
    await expect(canvasElement.querySelector('[data-slot="stat-trend"]')).toHaveClass('text-success');
  },
};

export const UpIsBad: Story = {
  args: { label: 'Open issues', value: '14', trend: { direction: 'up', text: '+3', upIsGood: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stat-trend"]')).toHaveClass('text-destructive');
  },
};

export const Flat: Story = { args: { trend: { direction: 'flat', text: '0%' }, hint: 'Same as last month' } };

export const Group: Story = {
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <StatGroup>
      <Stat label="Projects done" value="23" />
      <Stat label="On-time milestones" value="96%" trend={{ direction: 'up', text: '+2 pts' }} />
      <Stat label="Average score" value="92" hint="Max 100" />
    </StatGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="stat"]')).toHaveLength(3);
  },
};

/** A long label and hint wrap inside the card; a large amount still fits on its line. */
export const LongText: Story = {
  args: {
    label: 'Earnings from fixed-price milestones this month, before fees and taxes',
    value: '$1,234,567.89',
    hint: 'Includes milestones approved but not yet paid out to your linked account',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-slot="stat"]')!;
    const label = canvas.getByText(/Earnings from fixed-price/);
    await expect(lineCount(label)).toBeGreaterThan(1);
    for (const text of [label, canvas.getByText('$1,234,567.89'), canvas.getByText(/Includes milestones/)])
      await expectInside(textBox(text), card);
    await expect(lineCount(canvas.getByText('$1,234,567.89'))).toBe(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '本月收入',
    value: '¥29,800',
    trend: { direction: 'down', text: '-5%', srText: '比上月下降 5%' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('本月收入')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
