import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { useCommandPaletteHotkey } from '@lancer/ui/hooks/use-command-palette-hotkey';
import { readThemeChoice, setThemeChoice } from '../theme/theme-choice';

import { AppCommandPalette } from './app-command-palette';

/** The palette as the signed-in layout mounts it: closed until Ctrl+K (or open from the start). */
function PaletteOnAPage({
  defaultOpen = false,
  onGo,
  onLogout,
}: {
  defaultOpen?: boolean;
  onGo: (href: string) => void;
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <p>Press Ctrl+K</p>
      <AppCommandPalette open={open} onOpenChange={setOpen} onGo={onGo} onLogout={onLogout} />
      <HotkeyForStory open={open} onOpenChange={setOpen} />
    </>
  );
}

function HotkeyForStory({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  useCommandPaletteHotkey(open, onOpenChange);
  return null;
}

const meta = {
  title: 'Features/Shell/CommandPalette',
  component: PaletteOnAPage,
  args: { onGo: fn(), onLogout: fn() },
} satisfies Meta<typeof PaletteOnAPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Keyboard only: Ctrl+K, type a page's name, Enter goes there. */
export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Command palette' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('jobs');
    await expect(screen.getByRole('option', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onGo).toHaveBeenCalledWith('/jobs');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Fuzzy: letters in order find the page ("pymnt rec" finds Payment Record). */
export const Fuzzy: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('combobox'), 'pymnt rec');
    await expect(screen.getAllByRole('option')[0]).toHaveTextContent('Payment Record');
    await userEvent.keyboard('{Enter}');
    await expect(args.onGo).toHaveBeenCalledWith('/payment');
  },
};

/** Actions: the theme is switched and stored; Log out ends the session. */
export const Actions: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const before = readThemeChoice();
    await userEvent.type(await screen.findByRole('combobox'), 'dark theme');
    await userEvent.keyboard('{Enter}');
    await expect(readThemeChoice()).toBe('dark');
    setThemeChoice(before);
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('combobox'), 'log out');
    await expect(screen.getByRole('option', { name: 'Log out' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** In Chinese the English names still find the pages: "jobs" finds 工作. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { defaultOpen: true },
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox', { name: '命令面板' }), 'jobs');
    await expect(screen.getAllByRole('option')[0]).toHaveTextContent('工作');
    await expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    // The field names the selected option, one that is on screen.
    const input = screen.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  },
};
