import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { fetchGeneratedImagesMock } from '@lancer/api/mocks/handlers/lab/fetch-generated-images';
import { generateImageMock } from '@lancer/api/mocks/handlers/lab/generate-image';
import { buildGeneratedImage } from '@lancer/api/mocks/factories/lab';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { loadingStory } from '../../lib/state-stories';
import { ImageGeneration } from './image-generation';

const meta = {
  title: 'Features/Lab/ImageGeneration',
  component: ImageGeneration,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImageGeneration>;
export default meta;

type Story = StoryObj<typeof meta>;

const findGallery = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'My images' }, { timeout: 5_000 });

/** My images, newest first; generating two adds them at the top, each with a download. */
// proves: LAB-IMAGES-MINE
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = await findGallery(canvasElement);
    await expect(within(gallery).getByRole('img', { name: 'A lighthouse at dusk' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Please describe the image')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt' }), 'A paper boat');
    await userEvent.click(canvas.getByRole('radio', { name: '2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(within(gallery).getAllByRole('img')[0]).toHaveAccessibleName('A paper boat'));
    await expect(within(gallery).getAllByRole('link', { name: 'Download “A paper boat”' })).toHaveLength(2);
  },
};

/** While the images are made: a progress bar with the count and the seconds. */
export const Generating: Story = {
  // No picture: the seconds count on ("3 s" one run, "4 s" the next; decision 0910).
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(generateImageMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGallery(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt' }), 'A slow sunrise');
    await userEvent.click(canvas.getByRole('radio', { name: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Generating images' })).toBeVisible();
    await expect(canvas.getByText(/^Generating 3 images… \d+ s$/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchGeneratedImagesMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchGeneratedImagesMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No images yet')).toBeVisible();
  },
};

/** The gallery failed to load; a failed generation shows the server's message. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchGeneratedImagesMock.error(500),
      generateImageMock.error(502, 'AI_FAILED', 'The AI endpoint failed: no image in the answer'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your images could not be loaded.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt' }), 'A cat');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('The AI endpoint failed: no image in the answer')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A cat');
  },
};

/** Too many AI requests (decision 1010): how long to wait, the prompt stays. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(generateImageMock.rateLimited(5 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Prompt' }), 'A cat');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Too many tries. Try again in 5 minutes.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A cat');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '图像生成', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: '我的图片' }, { timeout: 5_000 })).toBeVisible();
  },
};

const longPrompt =
  'A wide watercolour panorama of a harbour town at dawn, fishing boats with patched red sails, gulls over the market, mist on the hills behind and a lighthouse blinking at the far end of the pier';

/** Long prompts clamp to three lines; more than a page of images shows the pages. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchGeneratedImagesMock.success({
        items: Array.from({ length: 12 }, (_, index) =>
          buildGeneratedImage({ id: `image-long-${index}`, prompt: `${longPrompt} (${index + 1})` }),
        ),
        total: 30,
        page: 1,
        page_size: 12,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const gallery = await findGallery(canvasElement);
    await expect(within(gallery).getAllByRole('img')).toHaveLength(12);
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};

/** Without AI: the page says so and how to set it up; Generate waits; my gallery still shows. */
// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(async (canvas, canvasElement) => {
  await expect(canvas.getByText(/Set AI_BASE_URL to an OpenAI-compatible endpoint/)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await findGallery(canvasElement);
});
