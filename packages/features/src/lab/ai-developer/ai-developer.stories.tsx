import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { runAiDeveloperMock } from '@lancer/api/mocks/handlers/lab/run-ai-developer';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { AiDeveloper } from './ai-developer';

const meta = {
  title: 'Features/Lab/AiDeveloper',
  component: AiDeveloper,
  parameters: { layout: 'fullscreen' },
  args: { onOpenInDevBox: fn() },
} satisfies Meta<typeof AiDeveloper>;
export default meta;

type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement, task: string) {
  const canvas = within(canvasElement);
  // The form shows once the lab status is known.
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Task' }), task);
  await userEvent.click(canvas.getByRole('button', { name: 'Write the code' }));
}

/** A task gives code in a code block with copy; "Open in Dev box" hands the code on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Write the code' }));
    await expect(await canvas.findByText('Please describe the task')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'TypeScript' }));
    await ask(canvasElement, 'Count the words of a sentence');
    await expect(await canvas.findByText(/function solve\(task: string\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open in Dev box' }));
    await expect(args.onOpenInDevBox).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'typescript', code: expect.stringContaining('solve(') }),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(runAiDeveloperMock.loading());
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Sort a list');
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Writing the code…' }),
    ).toBeVisible();
  },
};

/** Before the first task: what the page does. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No code yet')).toBeVisible();
  },
};

/** The endpoint failed: its message, and the task is kept. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(runAiDeveloperMock.error(504, 'AI_FAILED', 'The AI endpoint did not answer within 60 s'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'Sort a list');
    await expect(await canvas.findByText('The AI endpoint did not answer within 60 s')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Task' })).toHaveValue('Sort a list');
    // The clicked button keeps focus, and whether its ring shows differed from run to run (the
    // window's focus moves between the two files running side by side): the picture without it.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'AI 开发者', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '编写代码' })).toBeVisible();
  },
};

/** Long notes wrap; long code scrolls inside its block. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      runAiDeveloperMock.success({
        language: 'javascript',
        code: Array.from(
          { length: 40 },
          (_, index) => `console.log("line ${index + 1}: ${'a rather long string '.repeat(6)}");`,
        ).join('\n'),
        notes: 'This program prints forty long lines. '.repeat(8),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Print forty long lines');
    await expect(await within(canvasElement).findByText(/line 40:/)).toBeInTheDocument();
  },
};

/** Without AI: the page says so and how to set it up. */
// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(async (canvas) => {
  await expect(canvas.getByRole('button', { name: 'Write the code' })).toBeDisabled();
});
