import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RouteErrorView } from './route-error-view';

const meta = {
  title: 'Features/Shell/RouteError',
  component: RouteErrorView,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A route failed without a detail to show: the message and the reload button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page failed to load',
    );
    await expect(alert).toHaveTextContent('Check your connection and try again.');
    await expect(alert.querySelector('pre')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The router's answer (status and text) shown under the message. */
export const WithDetail: Story = {
  args: { detail: '500 Internal Server Error' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('pre')).toHaveTextContent('500 Internal Server Error');
    await expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('页面加载失败');
    await expect(within(alert).getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
