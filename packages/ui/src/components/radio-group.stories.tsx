import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { clickControlBesideWrappingLabel } from '../stories/story-layout';

type Option = { value: string; label: string; disabled?: boolean; className?: string };
const en: Option[] = [
  { value: 'fixed', label: 'Fixed price' },
  { value: 'hourly', label: 'Hourly rate' },
  { value: 'equity', label: 'Equity (not yet)', disabled: true },
];

function RadioExample({
  options = en,
  name = 'Budget type',
  onValueChange,
  disabled,
}: {
  options?: Option[];
  name?: string;
  onValueChange?: (v: string) => void;
  disabled?: boolean;
}) {
  return (
    <RadioGroup aria-label={name} defaultValue="fixed" onValueChange={onValueChange} disabled={disabled}>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem id={`r-${option.value}`} value={option.value} disabled={option.disabled} />
          <Label htmlFor={`r-${option.value}`} className={option.className}>
            {option.label}
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioExample,
  args: { onValueChange: fn() },
} satisfies Meta<typeof RadioExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Hourly rate' }));
    await expect(canvas.getByRole('radio', { name: 'Hourly rate' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('hourly');
  },
};

/** One tab stop; arrows move and select, skipping the disabled option. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Fixed price' })).toHaveFocus();
    // Held down as a person would: Radix moves focus on the next tick and checks while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Hourly rate' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Fixed price' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

/** A disabled group: clicks change nothing and Tab passes it by; every label dims with its radio. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Hourly rate' }), { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText('Hourly rate'));
    await expect(canvas.getByRole('radio', { name: 'Fixed price' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
    await expect(getComputedStyle(canvas.getByText('Hourly rate')).opacity).toBe('0.5');
  },
};

const longOption =
  'Hourly rate, billed every week from the tracked time, up to a cap the client sets for each milestone';

/** A long option wraps beside its radio, which keeps its size; the whole label still selects it. */
export const LongText: Story = {
  args: { options: [en[0]!, { value: 'hourly', label: longOption, className: 'leading-snug' }] },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await clickControlBesideWrappingLabel(canvasElement, 'radio', longOption, { width: 16, height: 16 });
    await expect(args.onValueChange).toHaveBeenCalledWith('hourly');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    name: '预算类型',
    options: [
      { value: 'fixed', label: '固定价格' },
      { value: 'hourly', label: '按小时计费' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: '预算类型' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
