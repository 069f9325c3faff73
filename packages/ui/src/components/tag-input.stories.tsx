import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FormField } from './form-field';
import { TagInput, type TagInputProps } from './tag-input';

const skills = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Figma', 'Tailwind CSS', 'Go', 'Python'];

function SkillsField(props: Partial<TagInputProps> & { initial?: string[]; label?: string; error?: string }) {
  const { initial = ['React'], label = 'Skills', error, onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="h-72 w-96">
      <FormField label={label} error={error}>
        <TagInput
          suggestions={skills}
          {...rest}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValueChange?.(next);
          }}
        />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'UI/TagInput',
  component: SkillsField,
  args: { onValueChange: fn(), placeholder: 'Add a skill' },
} satisfies Meta<typeof SkillsField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(input);
    await userEvent.type(input, 'type');
    await userEvent.click(canvas.getByRole('option', { name: 'TypeScript' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['React', 'TypeScript']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['TypeScript']);
  },
};

/** Arrows move through suggestions, Enter adds, Backspace removes the last tag, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: 'Node.js' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['React', 'Node.js']);
    await userEvent.keyboard('Rust{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['React', 'Node.js', 'Rust']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['React', 'Node.js']);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SuggestionsOnly: Story = {
  args: { allowCustom: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Cobol{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('No matches')).toBeVisible();
  },
};

export const MaxTags: Story = {
  args: { initial: ['React', 'Go'], maxTags: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

/** A disabled field: Tab passes it by, typing adds nothing and its tags cannot be removed. */
export const Disabled: Story = {
  args: { disabled: true, initial: ['React', 'TypeScript'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Skills' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.type(input, 'Go{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelectorAll('[data-slot="tag"]')).toHaveLength(2);
  },
};

export const WithError: Story = { args: { initial: [], error: 'Add at least one skill' } };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '技能',
    initial: ['前端开发', '用户界面设计'],
    placeholder: '添加技能',
    labels: { remove: (tag: string) => `移除 ${tag}` },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '移除 前端开发' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
