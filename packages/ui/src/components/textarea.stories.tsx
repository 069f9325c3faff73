import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Description', placeholder: 'Describe the work' },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'Build a landing page');
    await expect(field).toHaveValue('Build a landing page');
  },
};

export const WithCounter: Story = {
  args: { showCount: true, maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/20')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Hello');
    await expect(canvas.getByText('5/20')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), ' and a lot more text here');
    await expect(canvas.getByText('20/20')).toHaveClass('text-destructive');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only for now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true },
};

export const LongText: Story = {
  args: {
    showCount: true,
    maxLength: 500,
    defaultValue:
      'We need a developer to build a marketplace where clients post requests, providers send proposals with milestones, and both sides chat, track issues and pay through a card provider. The work includes a design system and a test suite.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\/500$/)).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    'aria-label': '描述',
    placeholder: '请描述工作内容',
    showCount: true,
    maxLength: 100,
    defaultValue: '我们需要一位开发者来搭建一个自由职业市场。',
  },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '描述' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { showCount: true, maxLength: 200, defaultValue: 'Dark mode text' },
};
