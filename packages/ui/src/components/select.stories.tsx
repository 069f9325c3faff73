import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { openOverlayParameters } from '../stories/open-overlay';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from './select';
import { expectInside, expectTruncated, longTitle, textBox } from '../stories/story-layout';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { onValueChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="h-64 w-64">
      <Select {...args}>
        <SelectTrigger aria-label="Budget type">
          <SelectValue placeholder="Choose a budget type" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Budget</SelectLabel>
            <SelectItem value="fixed">Fixed price</SelectItem>
            <SelectItem value="hourly">Hourly rate</SelectItem>
            <SelectItem value="later" disabled>
              Decide later
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Budget type' }));
    await userEvent.click(await body.findByRole('option', { name: 'Hourly rate' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('hourly');
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Hourly rate');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  parameters: openOverlayParameters,
  args: { defaultOpen: true, defaultValue: 'fixed' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Decide later' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

/** The chosen long option is cut with an ellipsis in the field; the open list widens to show it whole. */
export const LongText: Story = {
  parameters: openOverlayParameters,
  args: { defaultOpen: true, defaultValue: 'm2' },
  render: (args) => (
    <div className="h-64 w-64">
      <Select {...args}>
        <SelectTrigger aria-label="Milestone">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="m1">Milestone 1: designs</SelectItem>
          <SelectItem value="m2">{longTitle}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The open list hides the rest of the page from assistive tech, so the field is found by its slot.
    const trigger = canvasElement.querySelector<HTMLElement>('[data-slot="select-trigger"]')!;
    await expectInside(trigger, trigger.parentElement!);
    await expectTruncated(trigger.querySelector('[data-slot="select-value"]')!);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expectInside(textBox(within(listbox).getByRole('option', { name: longTitle })), listbox);
    await expectInside(listbox, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: (args) => (
    <div className="h-40 w-64">
      <Select {...args} defaultValue="fixed">
        <SelectTrigger aria-label="预算类型">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="fixed">固定价格</SelectItem>
          <SelectItem value="hourly">按小时计费</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '预算类型' })).toHaveTextContent(
      '固定价格',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'hourly' } };
