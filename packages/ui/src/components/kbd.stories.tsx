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

export const Dark: Story = { globals: { theme: 'dark' } };
