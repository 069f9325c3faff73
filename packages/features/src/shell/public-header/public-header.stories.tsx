import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PublicHeaderView } from './public-header-view';

const meta = {
  title: 'Features/Shell/PublicHeader',
  component: PublicHeaderView,
  args: { onLogin: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicHeaderView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As shipped: logo only, the login button hidden (SHELL-HEADER-GUEST). */
// proves: SHELL-HEADER-GUEST
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Lancer home' })).toHaveAttribute('href', '/home');
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

export const WithLoginButton: Story = {
  args: { showLoginButton: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  args: { showLoginButton: true },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '登录' })).toBeVisible();
  },
};
