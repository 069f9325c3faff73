import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Input } from './input';
import { Label } from './label';

const meta = {
  title: 'UI/Label',
  component: Label,
  render: (args) => (
    <div className="grid w-64 gap-2">
      <Label htmlFor="flid" {...args} />
      <Input id="flid" />
    </div>
  ),
  args: { children: 'User ID' },
} satisfies Meta<typeof Label>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('User ID'));
    await expect(within(canvasElement).getByRole('textbox', { name: 'User ID' })).toHaveFocus();
  },
};

export const Chinese: Story = { args: { children: '用户 ID' }, globals: { locale: 'zh' } };

export const Dark: Story = { globals: { theme: 'dark' } };
