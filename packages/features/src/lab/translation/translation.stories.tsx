import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { fetchLabStatusMock } from '@lancer/api/mocks/handlers/lab/fetch-lab-status';
import { translateTextMock } from '@lancer/api/mocks/handlers/lab/translate-text';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { loadingStory } from '../../lib/state-stories';
import { Translation } from './translation';

const meta = {
  title: 'Features/Lab/Translation',
  component: Translation,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Translation>;
export default meta;

type Story = StoryObj<typeof meta>;

/** English in, Chinese out; the source stays, the result can be copied, both count characters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = await canvas.findByLabelText('Text to translate');
    await userEvent.type(source, 'Hello world');
    await expect(canvas.getByText('11 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(await canvas.findByText('[zh] Hello world')).toBeVisible();
    await expect(canvas.getByText(/^Detected\W+English$/)).toBeVisible();
    await expect(source).toHaveValue('Hello world');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

/** Swap: the translation becomes the source, and the languages turn around. */
export const Swap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Text to translate'), 'Good morning');
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await canvas.findByText('[zh] Good morning');
    await userEvent.click(canvas.getByRole('button', { name: 'Swap languages' }));
    await expect(canvas.getByLabelText('Text to translate')).toHaveValue('[zh] Good morning');
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveTextContent('Chinese');
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveTextContent('English');
  },
};

export const Loading: Story = loadingStory(fetchLabStatusMock.loading());

/** Nothing typed: the spec's message, nothing sent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Translate' }));
    await expect(await canvas.findByText('Please input message')).toBeVisible();
  },
};

// proves: ERR-AI-FAILED
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(translateTextMock.error(502, 'AI_FAILED', 'The AI endpoint failed: HTTP 500'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Text to translate'), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(await canvas.findByText('The AI endpoint failed: HTTP 500')).toBeVisible();
    await expect(canvas.getByLabelText('Text to translate')).toHaveValue('Hello');
  },
};

/** Too many AI requests (429 with Retry-After, decision 1010): how long to wait, the text stays. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(translateTextMock.rateLimited(20 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Text to translate'), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(await canvas.findByText('Too many tries. Try again in 20 minutes.')).toBeVisible();
    await expect(canvas.getByLabelText('Text to translate')).toHaveValue('Hello');
  },
};

/** The wait in Chinese. */
export const RateLimitedChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(translateTextMock.rateLimited(2 * 60 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('要翻译的文本'), '你好');
    await userEvent.click(canvas.getByRole('button', { name: '翻译' }));
    await expect(await canvas.findByText('尝试次数过多，请2小时后再试。')).toBeVisible();
  },
};

/** Chinese text is detected and goes to English. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '翻译', level: 1 })).toBeVisible();
    await userEvent.type(await canvas.findByLabelText('要翻译的文本'), '你好，世界');
    await userEvent.click(canvas.getByRole('button', { name: '翻译' }));
    await expect(await canvas.findByText('[en] 你好，世界')).toBeVisible();
    await expect(canvas.getByText('检测到：中文')).toBeVisible();
  },
};

const long = 'Rebuild the booking, billing and reminder system of a chain of forty hair salons. '.repeat(30);

export const LongContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = await canvas.findByLabelText('Text to translate');
    await userEvent.click(source);
    await userEvent.paste(long);
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(await canvas.findByText(/^\[zh\] Rebuild the booking/)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(`${long.length} characters`)).toBeVisible());
  },
};

// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(async (canvas) => {
  await expect(canvas.getByText(/AI_BASE_URL/)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Translate' })).toBeDisabled();
});
