import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Alert, AlertDescription, AlertTitle } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    children: (
      <>
        <AlertTitle>Payments are not set up</AlertTitle>
        <AlertDescription>Link a payout account before you accept requests.</AlertDescription>
      </>
    ),
  },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payments are not set up');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['default', 'info', 'success', 'warning', 'destructive'] as const).map((variant) => (
        <Alert key={variant} variant={variant}>
          <AlertTitle>{variant}</AlertTitle>
          <AlertDescription>What happened and what to do next.</AlertDescription>
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: <AlertTitle>Invalid auth code</AlertTitle> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid auth code');
  },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    children: (
      <>
        <AlertTitle>
          Your proposal could not be sent because the request was closed by the client a moment ago
        </AlertTitle>
        <AlertDescription>
          Nothing was lost: your price, milestones and notes are still in the form. Look for a similar request
          and send it there.
        </AlertDescription>
      </>
    ),
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    variant: 'destructive',
    children: (
      <>
        <AlertTitle>验证码无效</AlertTitle>
        <AlertDescription>请检查邮件中的六位验证码后重试。</AlertDescription>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('验证码无效');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
