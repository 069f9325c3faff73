import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { fetchLabStatusMock } from '@lancer/api/mocks/handlers/lab/fetch-lab-status';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { errorStory, loadingStory } from '../../lib/state-stories';
import { LabHome } from './lab-home';

const meta = {
  title: 'Features/Lab/LabHome',
  component: LabHome,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LabHome>;
export default meta;

type Story = StoryObj<typeof meta>;

// proves: ROUTE-LAB
/** Every tool with what it does and a link; AI is configured with the mock model. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AI is ready: model mock-llm')).toBeVisible();
    const tools = within(canvas.getByRole('list', { name: 'Lab tools' }));
    await expect(tools.getAllByRole('listitem')).toHaveLength(7);
    await expect(tools.getByRole('link', { name: 'Open Multi-turn chat' })).toHaveAttribute(
      'href',
      '/multiturn-chat',
    );
    await expect(tools.getByRole('link', { name: 'Open Dev box' })).toHaveAttribute('href', '/dev-box');
  },
};

export const Loading: Story = loadingStory(fetchLabStatusMock.loading(), async (canvas) => {
  await expect(canvas.getByRole('link', { name: 'Open Translation' })).toBeVisible();
});

/** No model named: still ready, the tools listed. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchLabStatusMock.success({ configured: true, model: null }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^AI is ready/)).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchLabStatusMock.error(500),
  'Whether AI is configured could not be checked.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '实验室', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '打开多轮对话' })).toBeVisible();
  },
};

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(fetchLabStatusMock.success({ configured: true, model: 'a-very-long-model-name-'.repeat(4) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/a-very-long-model-name-a-very/)).toBeVisible();
  },
};

// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(async (canvas) => {
  await expect(canvas.getByText(/AI_API_KEY/)).toBeVisible();
});
