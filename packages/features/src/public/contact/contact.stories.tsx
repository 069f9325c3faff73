import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { sendContactMessageMock } from '@lancer/api/mocks/handlers/site/send-contact-message';

import { Contact } from './contact';

const meta = {
  title: 'Features/Public/Contact',
  component: Contact,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Contact>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, message = 'We would like to hire three providers.') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Your name/), 'Grace Hopper');
  await userEvent.type(canvas.getByLabelText(/Email/), 'grace@example.com');
  await userEvent.click(canvas.getByLabelText(/Message/));
  await userEvent.paste(message);
  return canvas;
}

/** A visitor sends a message (the stateful mock stores it) and is thanked by name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'partnership');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you, Grace Hopper' })).toHaveFocus();
    await expect(canvas.getByText(/We will answer at grace@example.com/)).toBeVisible();
    await expect(getMockDb().contactMessages.at(-1)).toMatchObject({
      name: 'Grace Hopper',
      topic: 'partnership',
    });
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('联系我们');
    await userEvent.click(canvas.getByRole('button', { name: '发送消息' }));
    await expect(await canvas.findByText('请填写你的姓名')).toBeVisible();
  },
};

/** Every field says what is wrong, and what was typed stays. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'grace@');
    await userEvent.type(canvas.getByLabelText(/Message/), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Please tell us your name')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please write at least 10 characters')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('grace@');
    await expect(canvas.getByLabelText(/Message/)).toHaveValue('Hi');
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: while the message is on its way the button is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(sendContactMessageMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send message/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Failed to send: the server could not take it; say so and keep every value. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(sendContactMessageMock.error(503, 'MAIL_NOT_SENT'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText(/Your message was not sent/)).toBeVisible();
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Grace Hopper');
    await expect(canvas.getByLabelText(/Message/)).toHaveValue('We would like to hire three providers.');
  },
};

/** Too many messages from this sender: how long to wait (Retry-After, decision 1010). */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(sendContactMessageMock.rateLimited(60 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Too many tries. Try again in 1 hour.')).toBeVisible();
    // The clicked button keeps focus, and whether its ring shows differed from run to run (the
    // window's focus moves between the two files running side by side): the picture without it.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Coming from a Career role: the topic and the role are filled in. */
export const CareerRole: Story = {
  args: { initialTopic: 'career', initialRole: 'Product designer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Topic')).toHaveValue('career');
    await expect(canvas.getByLabelText('Role you are applying for')).toHaveValue('Product designer');
  },
};

/** A long message is taken whole. */
export const LongContent: Story = {
  play: async ({ canvasElement }) => {
    const long = 'We run a chain of forty bakeries and want one ordering app for all of them. '.repeat(30);
    const canvas = await fillIn(canvasElement, long);
    await expect(canvas.getByLabelText(/Message/)).toHaveValue(long);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you, Grace Hopper' })).toBeVisible();
  },
};
