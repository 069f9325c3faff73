import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { completeTaskMock } from '@lancer/api/mocks/handlers/lab/complete-task';
import { fetchLabStatusMock } from '@lancer/api/mocks/handlers/lab/fetch-lab-status';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { loadingStory } from '../../lib/state-stories';
import { TaskCompletion } from './task-completion';

const meta = {
  title: 'Features/Lab/TaskCompletion',
  component: TaskCompletion,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TaskCompletion>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A task and its inputs give numbered steps. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Task'), 'Launch the booking site');
    await userEvent.type(canvas.getByLabelText('Inputs'), 'Forty salons, three countries');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete the task' }));
    const steps = await canvas.findByRole('list');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(steps).getByText('Read the task: Launch the booking site')).toBeVisible();
  },
};

/** A template's blanks filled in. */
export const FilledTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Filled template' }));
    await userEvent.type(canvas.getByLabelText('Task'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Inputs'), 'Dear ___, welcome aboard.');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete the task' }));
    await expect(await canvas.findByText('Dear Ada, welcome aboard.')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchLabStatusMock.loading());

/** Nothing filled in: each field says what it needs. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete the task' }));
    await expect(await canvas.findByText('Please describe the task')).toBeVisible();
    await expect(canvas.getByText('Please input message')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(completeTaskMock.error(502, 'AI_FAILED', 'The AI endpoint failed: no text in the answer'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Task'), 'Plan');
    await userEvent.type(canvas.getByLabelText('Inputs'), 'Notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete the task' }));
    await expect(await canvas.findByText('The AI endpoint failed: no text in the answer')).toBeVisible();
    await expect(canvas.getByLabelText('Task')).toHaveValue('Plan');
  },
};

/** Too many AI requests: how long to wait, what was typed stays (decision 1010). */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(completeTaskMock.rateLimited(30));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Task'), 'Plan');
    await userEvent.type(canvas.getByLabelText('Inputs'), 'Notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete the task' }));
    await expect(await canvas.findByText('Too many tries. Try again in 30 seconds.')).toBeVisible();
    await expect(canvas.getByLabelText('Task')).toHaveValue('Plan');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '任务完成', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '完成任务' })).toBeVisible();
  },
};

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      completeTaskMock.success({
        output: '',
        steps: Array.from(
          { length: 12 },
          (_, i) => `Step ${i + 1}: ${'do a careful piece of the work '.repeat(4)}`,
        ),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Task'), 'Plan');
    await userEvent.type(canvas.getByLabelText('Inputs'), 'Notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete the task' }));
    await expect(await canvas.findByText(/^Step 12:/)).toBeVisible();
  },
};

// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(async (canvas) => {
  await expect(canvas.getByRole('button', { name: 'Complete the task' })).toBeDisabled();
});
