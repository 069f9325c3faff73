import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectInside, longEmail, longTitle } from '../stories/story-layout';
import { Combobox, type ComboboxOption } from './combobox';
import { FormField } from './form-field';

const categories: ComboboxOption[] = [
  { value: 'web', label: 'Web development' },
  { value: 'mobile', label: 'Mobile apps' },
  { value: 'design', label: 'Design' },
  { value: 'writing', label: 'Writing' },
  { value: 'translation', label: 'Translation' },
  { value: 'data', label: 'Data science' },
];
const skills: ComboboxOption[] = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Figma', 'Go'].map(
  (skill) => ({ value: skill, label: skill }),
);

type DemoProps = {
  mode: 'single' | 'multiple';
  initial?: string[];
  label?: string;
  options?: ComboboxOption[];
  loadOptions?: (text: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;
  creatable?: boolean;
  disabled?: boolean;
  maxSelected?: number;
  placeholder?: string;
  onValueChange?: (value: unknown) => void;
};

/** A labelled field holding its own value, as a form would. */
function ComboboxField({ mode, initial = [], label = 'Category', onValueChange, ...rest }: DemoProps) {
  const [many, setMany] = useState<string[]>(initial);
  const [one, setOne] = useState<string | null>(initial[0] ?? null);
  return (
    <div className="h-80 w-96">
      <FormField label={label}>
        {mode === 'multiple' ? (
          <Combobox
            {...rest}
            multiple
            value={many}
            onValueChange={(next) => {
              setMany(next);
              onValueChange?.(next);
            }}
          />
        ) : (
          <Combobox
            {...rest}
            value={one}
            onValueChange={(next) => {
              setOne(next);
              onValueChange?.(next);
            }}
          />
        )}
      </FormField>
    </div>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: ComboboxField,
  args: { mode: 'single', options: categories, onValueChange: fn(), placeholder: 'Choose…' },
} satisfies Meta<typeof ComboboxField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Single choice: typing filters, a click chooses, the field then shows the chosen label. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.type(input, 'des');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Design']);
    await userEvent.click(canvas.getByRole('option', { name: 'Design' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('design');
    await expect(input).toHaveValue('Design');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Multiple choice: chosen values become chips, left out of the list; Backspace removes the last. */
export const Multiple: Story = {
  args: { mode: 'multiple', label: 'Skills', options: skills, initial: ['React'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(input);
    await expect(canvas.queryByRole('option', { name: 'React' })).toBeNull();
    await userEvent.type(input, 'type');
    await userEvent.click(canvas.getByRole('option', { name: 'TypeScript' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['React', 'TypeScript']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['React']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

/** The keyboard alone: Tab in, arrows move (wrapping), Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Mobile apps' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('option', { name: 'Data science' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('data');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Data science');
  },
};

const remoteSkills = ['Rust', 'Ruby', 'Rails', 'React Native', 'Redux'];

/** Options loaded for what was typed: "Loading…" while the answer is on its way, then the answer. */
export const AsyncOptions: Story = {
  args: {
    mode: 'multiple',
    label: 'Skills',
    options: undefined,
    loadOptions: async (text) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return remoteSkills
        .filter((skill) => skill.toLowerCase().startsWith(text.toLowerCase()))
        .map((skill) => ({ value: skill, label: skill }));
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ru');
    await expect(await canvas.findByText('Loading…')).toBeVisible();
    await userEvent.click(await canvas.findByRole('option', { name: 'Ruby' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Ruby']);
    await expect(canvas.getByText('Ruby')).toBeVisible();
    // The emptied search loads the list again: the picture waits for it, not for "Loading…".
    await expect(await canvas.findByRole('option', { name: 'Redux' })).toBeVisible();
  },
};

/** A value that is not offered is added from the "Add" row; without `creatable` nothing is added. */
export const Creatable: Story = {
  args: { mode: 'multiple', label: 'Skills', options: skills, creatable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'Elixir');
    await expect(canvas.getByRole('option', { name: 'Add "Elixir"' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Elixir']);
    await userEvent.type(input, 'Cobol');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Elixir', 'Cobol']);
  },
};

/** Without `creatable`, text that matches nothing says so and Enter adds nothing. */
export const NoMatches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Cobol{Enter}');
    await expect(canvas.getByText('No matches')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Disabled: Tab passes it, a click opens nothing, chips cannot be removed. */
export const Disabled: Story = {
  args: { mode: 'multiple', label: 'Skills', options: skills, initial: ['React'], disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Long labels wrap inside the list and end in an ellipsis inside a chip. */
export const LongText: Story = {
  args: {
    mode: 'multiple',
    label: 'Skills',
    options: [
      { value: 'long', label: longTitle },
      { value: 'mail', label: longEmail },
    ],
    initial: ['mail'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvasElement.querySelector('[data-slot="combobox"]')!;
    await expectInside(canvasElement.querySelector('[data-slot="combobox-chip"]')!, field);
    await userEvent.click(canvas.getByRole('combobox'));
    const option = canvas.getByRole('option', { name: longTitle });
    await waitFor(() => expect(option).toBeVisible());
    await expectInside(option, canvas.getByRole('listbox'));
  },
};
