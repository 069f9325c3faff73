import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Checkbox } from './checkbox';
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
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Next to a checkbox the label is the larger click target: clicking it toggles the box. */
export const WithCheckbox: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="terms" />
      <Label htmlFor="terms">Accept the terms of service</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Accept the terms of service' });
    await userEvent.click(canvas.getByText('Accept the terms of service'));
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Accept the terms of service'));
    await expect(box).not.toBeChecked();
    box.blur();
  },
};

/** A label placed after a disabled control (`peer`) dims with it and shows the not-allowed cursor. */
export const Disabled: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="accepting" disabled />
      <Label htmlFor="accepting">Accepting requests</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Accepting requests' })).toBeDisabled();
    await expect(getComputedStyle(canvas.getByText('Accepting requests')).opacity).toBe('0.5');
  },
};

export const LongText: Story = {
  args: { children: 'The name shown to clients on your proposals, your profile and every invoice you send' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(/The name shown to clients/);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};

export const Chinese: Story = {
  args: { children: '用户 ID' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '用户 ID' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'User ID' })).toBeVisible();
  },
};
