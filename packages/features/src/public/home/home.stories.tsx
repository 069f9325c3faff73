import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { recordLinkClicks } from '../../navigation/link-clicks';

import { HomeView } from './home-view';

const meta = {
  title: 'Features/Public/Home',
  component: HomeView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hire experts');
    const signIn = canvas.getByRole('link', { name: 'Sign in or create an account' });
    await expect(signIn).toHaveAttribute('href', '/signin');
    await userEvent.click(signIn);
    await expect(followed).toEqual(['/signin']);
  },
};

/** Already signed in: no sign-in button, the way back to the workspace instead. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sign in or create an account' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to your workspace' })).toHaveAttribute(
      'href',
      '/projects',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('聘请专家');
    await expect(canvas.getByRole('link', { name: '登录或创建账户' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
