import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Label } from './label';
import { clickControlBesideWrappingLabel } from '../stories/story-layout';
import { Switch } from './switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch id="accepting" {...args} />
      <Label htmlFor="accepting">Accepting requests</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Accepting requests' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Pending: Story = {
  args: { pending: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function SavingSwitch() {
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <Switch
        id="saving"
        checked={checked}
        pending={pending}
        onCheckedChange={(next) => {
          setPending(true);
          setTimeout(() => {
            setChecked(next);
            setPending(false);
          }, 300);
        }}
      />
      <Label htmlFor="saving">Accepting requests</Label>
    </div>
  );
}

/** The header toggle: a spinner while the change is saved, then the new value. */
export const SavesThenSettles: Story = {
  render: () => <SavingSwitch />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(toggle).not.toHaveAttribute('aria-busy');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

const longSetting =
  'Accept new requests from clients outside my time zone, including weekends and public holidays';

/** A long label wraps beside the switch, which keeps its size; the whole label still toggles it (composed as in Checkbox LongText). */
export const LongText: Story = {
  render: (args) => (
    <div className="flex w-64 items-start gap-2">
      <Switch id="accepting-long" {...args} />
      <Label htmlFor="accepting-long" className="leading-snug">
        {longSetting}
      </Label>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await clickControlBesideWrappingLabel(canvasElement, 'switch', longSetting, { width: 36, height: 20 });
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch id="accepting-zh" {...args} />
      <Label htmlFor="accepting-zh">接受请求</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: '接受请求' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultChecked: true } };
