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

/** A guest's theme switch: light, dark or the system's (decision 1900), stored by the app. */
export const GuestTheme: Story = {
  args: { theme: 'system', onThemeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const theme = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(theme).toHaveValue('system');
    await expect(
      within(theme)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    await userEvent.selectOptions(theme, 'dark');
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

/** The guest's switch in Chinese, dark chosen. */
export const GuestThemeChinese: Story = {
  args: { language: 'zh', theme: 'dark', onThemeChange: fn() },
  globals: { locale: 'zh', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '主题' })).toHaveValue('dark');
    await expect(canvas.getByRole('option', { name: '跟随系统' })).toBeInTheDocument();
  },
};

/** Someone signed in: no theme switch here (it is in the user menu). */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Theme' })).toBeNull();
  },
};
