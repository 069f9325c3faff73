import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Email', children: <Input type="email" /> },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const WithHelp: Story = {
  args: { help: 'We send the sign-in code here.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAccessibleDescription('We send the sign-in code here.');
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { help: 'We send the sign-in code here.', error: 'Please type in your email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Please type in your email We send the sign-in code here.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please type in your email');
  },
};

export const Disabled: Story = {
  args: { children: <Input type="email" disabled defaultValue="ada@lancer.dev" /> },
};

export const WithTextarea: Story = {
  args: { label: 'Issue description', error: 'Please input issue description', children: <Textarea /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Issue description' })).toBeInvalid();
  },
};

export const LongText: Story = {
  args: {
    label: 'A long label that explains exactly what the client expects to receive at the end',
    help: 'Help text can wrap over several lines when a field needs a longer explanation of its rules and limits.',
  },
};

export const Chinese: Story = {
  args: { label: '电子邮件', help: '我们会把登录验证码发到这里。', error: '请输入您的电子邮件' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '电子邮件' })).toBeInvalid();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { help: 'We send the sign-in code here.', error: 'Please type in your email' },
};
