import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { HomeView } from './home-view';

const meta = {
  title: 'Features/Public/Home',
  component: HomeView,
  args: { onSignIn: fn(), onOpenWorkspace: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hire experts');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in or create an account' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** Already signed in: no sign-in button, the way back to the workspace instead. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sign in or create an account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to your workspace' }));
    await expect(args.onOpenWorkspace).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('聘请专家');
    await expect(canvas.getByRole('button', { name: '登录或创建账户' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
