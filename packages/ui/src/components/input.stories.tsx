import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Email', placeholder: 'you@example.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@lancer.dev');
    await expect(input).toHaveValue('ada@lancer.dev');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@lancer.dev' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Password: Story = {
  args: { type: 'password', 'aria-label': 'Password', placeholder: undefined, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'password');
  },
};

export const LongText: Story = {
  args: { defaultValue: 'A very long value that runs past the edge of the field and keeps going on' },
};

export const Chinese: Story = {
  args: { 'aria-label': '电子邮件', placeholder: '请输入您的电子邮件' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '电子邮件' });
    await userEvent.type(input, '你好');
    await expect(input).toHaveValue('你好');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'ada@lancer.dev' },
};
