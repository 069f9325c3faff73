import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { fetchLabModelsMock } from '@lancer/api/mocks/handlers/lab/fetch-lab-models';
import { streamChatMock } from '@lancer/api/mocks/handlers/lab/stream-chat';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { loadingStory } from '../../lib/state-stories';
import { AiLlm } from './ai-llm';

const meta = {
  title: 'Features/Lab/AiLlm',
  component: AiLlm,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiLlm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The endpoint's models to pick from; the answer streams in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Model' })).toHaveTextContent('mock-llm');
    await userEvent.type(canvas.getByLabelText('Prompt'), 'Name three colors');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('You said: Name three colors')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Send' })).toBeVisible();
  },
};

// proves: LAB-STREAM-STOP
export const StreamAndStop: Story = {
  // No picture: the answer stops at a different word each run (decision 0910).
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(streamChatMock.slow());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Prompt'), 'Tell me a long story about salons');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const stop = await canvas.findByRole('button', { name: 'Stop' });
    await waitFor(() => expect(canvas.getByText(/^You said/)).toBeVisible());
    await userEvent.click(stop);
    await expect(await canvas.findByText('Stopped')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchLabModelsMock.loading());

/** The endpoint offers no models: the configured default is still used. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchLabModelsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Model' })).toBeDisabled();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(streamChatMock.error(502, 'AI_FAILED', 'The AI endpoint failed: no answer within 60 s'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Prompt'), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('The AI endpoint failed: no answer within 60 s')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'AI 大模型', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: '模型' })).toBeVisible();
  },
};

export const LongContent: Story = {
  // No picture: the answer stops wherever the click lands, a different word each run, which the
  // picture comparison rightly fails (decision 0910).
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      streamChatMock.success(`**Plan**\n\n${'A long paragraph of the answer. '.repeat(40)}\n\n- one\n- two`, {
        pace: 1,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Prompt'), 'Plan');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/A long paragraph of the answer/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
  },
};

// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(async (canvas) => {
  await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
});
