import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'UI/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, label: 'Loading the page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page change under way: after its short delay the bar runs along the top of the window. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toBeVisible();
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};

/** Nothing under way: nothing shown. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: '正在加载页面' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: '正在加载页面' }),
    ).toBeVisible();
  },
};
