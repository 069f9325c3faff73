import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Kbd } from './kbd';

const meta = { title: 'UI/Kbd', component: Kbd, args: { children: 'Esc' } } satisfies Meta<typeof Kbd>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('kbd')).toHaveTextContent('Esc');
  },
};

export const Combination: Story = {
  render: () => (
    <p className="text-sm">
      Open the command palette with <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('kbd')).toHaveLength(2);
  },
};

/** Symbols read badly aloud, so each key carries its name for screen readers. */
export const Symbols: Story = {
  render: () => (
    <p className="flex items-center gap-1 text-sm">
      Send with
      <Kbd>
        <abbr title="Command" className="no-underline">
          ⌘
        </abbr>
      </Kbd>
      <Kbd>
        <abbr title="Enter" className="no-underline">
          ↵
        </abbr>
      </Kbd>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('kbd abbr')].map((key) => key.getAttribute('title'));
    await expect(names).toEqual(['Command', 'Enter']);
  },
};

/** A reference list of shortcuts, as a help dialog shows them. */
export const ShortcutList: Story = {
  render: () => (
    <dl className="grid w-72 grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      <dt>Search</dt>
      <dd className="flex gap-1">
        <Kbd>Ctrl</Kbd>
        <Kbd>K</Kbd>
      </dd>
      <dt>Close a dialog</dt>
      <dd>
        <Kbd>Esc</Kbd>
      </dd>
      <dt>Next issue</dt>
      <dd>
        <Kbd>J</Kbd>
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Close a dialog').nextElementSibling).toHaveTextContent(
      'Esc',
    );
    await expect(canvasElement.querySelectorAll('kbd')).toHaveLength(4);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => (
    <p className="text-sm">
      按 <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> 打开命令面板
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/打开命令面板/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('kbd')).toBeVisible();
  },
};
