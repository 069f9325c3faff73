import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Checkbox } from './checkbox';
import { Label } from './label';
import { clickControlBesideWrappingLabel } from '../stories/story-layout';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="terms" {...args} />
      <Label htmlFor="terms">I accept the terms of service</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

const longTerms =
  'I accept the terms of service, the payment terms for each milestone and the rules for disputes and refunds';

/**
 * A long label wraps beside the box, which keeps its size; the whole label still toggles it.
 * A label that may wrap sits at the top (`items-start`) and takes `leading-snug`: Label's own `leading-none` suits one line.
 */
export const LongText: Story = {
  render: (args) => (
    <div className="flex w-64 items-start gap-2">
      <Checkbox id="terms-long" {...args} />
      <Label htmlFor="terms-long" className="leading-snug">
        {longTerms}
      </Label>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await clickControlBesideWrappingLabel(canvasElement, 'checkbox', longTerms, { width: 16, height: 16 });
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="terms-zh" {...args} />
      <Label htmlFor="terms-zh">我接受服务条款</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('我接受服务条款'));
    await expect(within(canvasElement).getByRole('checkbox', { name: '我接受服务条款' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultChecked: true } };
