import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SiteFooterView } from './site-footer-view';

const meta = {
  title: 'Features/Shell/SiteFooter',
  component: SiteFooterView,
  args: { language: 'en', onLanguageChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooterView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      ['About', '/about'],
      ['Blogs', '/blogs'],
      ['Career', '/career'],
      ['Contact', '/contact'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'zh');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh');
  },
};

export const Chinese: Story = {
  args: { language: 'zh' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '联系我们' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
  },
};
