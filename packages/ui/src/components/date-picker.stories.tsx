import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DatePicker } from './date-picker';
import { FormField } from './form-field';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { 'aria-label': 'Due date', onValueChange: fn(), min: '2026-01-01', max: '2027-12-31' },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2026-12-01' },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAccessibleName('Due date');
    await expect(input).toHaveValue('2026-12-01');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-24');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-24');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveValue('');
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Due date" error="Pick a date after the start date">
      <DatePicker min={args.min} max={args.max} defaultValue="2026-01-02" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-12-01' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { 'aria-label': '截止日期', defaultValue: '2026-12-01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('截止日期')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '2026-12-01' } };
