import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { NotFoundView } from './not-found-view';

const meta = {
  title: 'Features/Shell/NotFound',
  component: NotFoundView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An unknown path: says so and links to the home page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home/');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home/');
  },
};
