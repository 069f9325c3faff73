import type { Meta, StoryObj } from '@storybook/react-vite';
import { BriefcaseIcon, FileTextIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { openOverlayParameters } from '../stories/open-overlay';
import { Button } from './button';
import { CommandPalette, type Command } from './command-palette';
import { expectInside, lineCount, longTitle, textBox } from '../stories/story-layout';

const en: Command[] = [
  { id: 'post', label: 'Post a job', group: 'Actions', icon: <FileTextIcon aria-hidden />, shortcut: 'P' },
  { id: 'jobs', label: 'Find jobs', group: 'Go to', icon: <BriefcaseIcon aria-hidden />, keywords: ['work'] },
  { id: 'profile', label: 'Personal profile', group: 'Go to', icon: <UserIcon aria-hidden /> },
];

function PaletteExample({
  commands = en,
  onSelect,
  defaultOpen = false,
  trigger = 'Commands',
  labels,
}: {
  commands?: Command[];
  onSelect: (c: Command) => void;
  defaultOpen?: boolean;
  trigger?: string;
  labels?: { title?: string; placeholder?: string; empty?: string };
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <CommandPalette
        open={open}
        onOpenChange={setOpen}
        commands={commands}
        onSelect={onSelect}
        hotkey
        labels={labels}
      />
    </>
  );
}

const meta = {
  title: 'UI/CommandPalette',
  component: PaletteExample,
  args: { onSelect: fn() },
} satisfies Meta<typeof PaletteExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Commands' }));
    const input = await body.findByRole('combobox', { name: 'Command palette' });
    await userEvent.type(input, 'work');
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(body.getByRole('option', { name: 'Find jobs' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'jobs' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Ctrl+K opens, arrows move the active option, Enter runs it, Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Commands' });
    trigger.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await body.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(body.getByRole('option', { name: /Post a job/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('option', { name: 'Personal profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'profile' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await body.findByRole('combobox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const NoResults: Story = {
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox'), 'zzz');
    await expect(body.getByRole('status')).toHaveTextContent('No results');
  },
};

/** A disabled command is listed but arrow keys pass over it, and a click does not run it. */
export const Disabled: Story = {
  args: { defaultOpen: true, commands: [en[0]!, en[1]!, { ...en[2]!, disabled: true }] },
  parameters: openOverlayParameters,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    const profile = body.getByRole('option', { name: 'Personal profile' });
    await expect(profile).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: 'Find jobs' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: /Post a job/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('option', { name: 'Find jobs' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(profile);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(profile).toHaveAttribute('aria-selected', 'false');
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayParameters };

/** A long command wraps beside its shortcut, inside the palette. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    commands: [
      en[0]!,
      { id: 'm2', label: `Open “${longTitle}” in the milestone board`, group: 'Go to', shortcut: 'M' },
    ],
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: /Milestone 2/ });
    const listbox = body.getByRole('listbox');
    await expect(lineCount(option)).toBeGreaterThan(1);
    await expectInside(textBox(option), option);
    await expectInside(within(option).getByText('M'), option);
    await expectInside(option, listbox);
    await expectInside(body.getByRole('dialog'), new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: openOverlayParameters,
  args: {
    defaultOpen: true,
    trigger: '命令',
    labels: { title: '命令面板', placeholder: '输入命令或搜索', empty: '没有结果' },
    commands: [
      { id: 'post', label: '发布工作', group: '操作', keywords: ['post'] },
      { id: 'jobs', label: '寻找工作', group: '前往', keywords: ['jobs'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox', { name: '命令面板' }), 'jobs');
    await expect(body.getByRole('option', { name: '寻找工作' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
};
