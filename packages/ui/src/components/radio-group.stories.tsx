import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';

type Option = { value: string; label: string; disabled?: boolean };
const en: Option[] = [
  { value: 'fixed', label: 'Fixed price' },
  { value: 'hourly', label: 'Hourly rate' },
  { value: 'equity', label: 'Equity (not yet)', disabled: true },
];

function RadioExample({ options = en, name = 'Budget type', onValueChange }: { options?: Option[]; name?: string; onValueChange?: (v: string) => void }) {
  return (
    <RadioGroup aria-label={name} defaultValue="fixed" onValueChange={onValueChange}>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem id={`r-${option.value}`} value={option.value} disabled={option.disabled} />
          <Label htmlFor={`r-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}

const meta = { title: 'UI/RadioGroup', component: RadioExample, args: { onValueChange: fn() } } satisfies Meta<typeof RadioExample>;
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

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { name: '预算类型', options: [{ value: 'fixed', label: '固定价格' }, { value: 'hourly', label: '按小时计费' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: '预算类型' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
