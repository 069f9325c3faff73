import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { ShortcutsSheet } from './shortcuts-sheet';

const meta = {
  title: 'Features/Shell/ShortcutsSheet',
  component: ShortcutsSheet,
  args: { open: true, onOpenChange: fn(), modifier: 'Ctrl' },
} satisfies Meta<typeof ShortcutsSheet>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opened by "?": each shortcut with its keys; Escape closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(sheet.getByText('Open the command palette')).toBeVisible();
    await expect(sheet.getAllByText('Ctrl')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On an Apple keyboard the modifier is ⌘. */
export const Mac: Story = {
  args: { modifier: '⌘' },
  play: async () => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(sheet.getAllByText('⌘')).toHaveLength(2);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async () => {
    const sheet = within(await screen.findByRole('dialog', { name: '键盘快捷键' }));
    await expect(sheet.getByText('打开命令面板')).toBeVisible();
  },
};
