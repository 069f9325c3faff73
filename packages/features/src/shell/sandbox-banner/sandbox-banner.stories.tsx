import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SandboxBannerView } from './sandbox-banner-view';

const meta = {
  title: 'Features/Shell/SandboxBanner',
  component: SandboxBannerView,
  args: { paymentsSimulated: true, mailNotSent: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SandboxBannerView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** PAYMENTS=sandbox and MAIL=log (and the dev form): both said, on every page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveTextContent('Sandbox · Payments are simulated · Mail is not sent');
  },
};

export const PaymentsOnly: Story = {
  args: { mailNotSent: false },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    await expect(banner).toHaveTextContent('Payments are simulated');
    await expect(banner).not.toHaveTextContent('Mail is not sent');
  },
};

export const MailOnly: Story = {
  args: { paymentsSimulated: false },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    await expect(banner).toHaveTextContent('Mail is not sent');
    await expect(banner).not.toHaveTextContent('Payments are simulated');
  },
};

/** Real payments and real mail: no banner at all. */
export const NothingPretends: Story = {
  args: { paymentsSimulated: false, mailNotSent: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: '沙盒环境' });
    await expect(banner).toHaveTextContent('沙盒环境 · 付款为模拟 · 邮件不会发出');
  },
};

/** On a page with the chat bar, the text keeps clear of its collapsed bar. */
export const BesideTheChatBar: Story = {
  args: { clearChatBar: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Sandbox' })).toBeVisible();
  },
};
