import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { CurrencyInput } from './currency-input';
import { FormField } from './form-field';

const meta = {
  title: 'UI/CurrencyInput',
  component: CurrencyInput,
  args: { currency: 'USD', defaultValue: 1200, onValueChange: fn(), 'aria-label': 'Budget' },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencyInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Budget' });
    await expect(input).toHaveValue('1,200.00');
    await userEvent.clear(input);
    await userEvent.type(input, '2,500.5');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2500.5);
    await expect(input).toHaveValue('2,500.50');
  },
};

export const RejectsText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    // Not a number: the typed text stays for the person to fix, and no value is reported.
    await expect(input).toHaveValue('abc');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { defaultValue: null, placeholder: '0.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('');
  },
};

export const InFormFieldWithError: Story = {
  render: (args) => (
    <FormField label="Hourly rate" error="Enter an amount">
      <CurrencyInput currency={args.currency} onValueChange={args.onValueChange} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Hourly rate' })).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { currency: 'CNY', locale: 'zh-CN', defaultValue: 8800, 'aria-label': '预算' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '预算' });
    await expect(input).toHaveValue('8,800.00');
    await userEvent.clear(input);
    await userEvent.type(input, '１２００');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1200);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
