import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ConsoleFactorRequired } from './console-factor-required';

/** ADMIN-SECOND-FACTOR (decision 1026): the console for an administrator without a second factor. */
const meta = {
  title: 'Features/Console/ConsoleFactorRequired',
  component: ConsoleFactorRequired,
} satisfies Meta<typeof ConsoleFactorRequired>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What to do, and a link to the login settings' security page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', expect.stringContaining('/login/security'));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请先设置两步验证再打开管理控制台')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '设置两步验证' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Set up two-step verification' }),
    ).toBeVisible();
  },
};
