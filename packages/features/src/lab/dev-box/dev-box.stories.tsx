import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildDevBoxSnippet } from '@lancer/api/mocks/factories/lab';
import { askAboutDevBoxSnippetMock } from '@lancer/api/mocks/handlers/lab/ask-about-dev-box-snippet';
import { fetchDevBoxSnippetsMock } from '@lancer/api/mocks/handlers/lab/fetch-dev-box-snippets';

import { aiNotConfiguredStory } from '../lab-story-setups';
import { errorStory, loadingStory } from '../../lib/state-stories';
import { DevBox } from './dev-box';

const meta = {
  title: 'Features/Lab/DevBox',
  component: DevBox,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DevBox>;
export default meta;

type Story = StoryObj<typeof meta>;

async function replaceCode(canvasElement: HTMLElement, code: string) {
  const editor = within(canvasElement).getByRole('textbox', { name: 'Code' });
  await userEvent.clear(editor);
  await userEvent.click(editor);
  await userEvent.paste(code);
}

const consoleLog = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('log', { name: 'Console' });

/** A console line; the first run loads the compiler and starts a worker, slow on a busy machine. */
const findOutput = (canvasElement: HTMLElement, text: string | RegExp) =>
  within(consoleLog(canvasElement)).findByText(text, {}, { timeout: 15_000 });

/** My snippets beside the editor; Run prints the output in the console. */
// proves: LAB-DEV-BOX-LOCAL, LAB-DEV-BOX-SNIPPETS
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My snippets' }, { timeout: 5_000 });
    await expect(within(list).getByRole('button', { name: /^Fibonacci/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await findOutput(canvasElement, 'Hello from the Lancer dev box')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Finished')).toBeVisible());
  },
};

/** A TypeScript snippet runs (transpiled in the browser); a thrown error names its line. */
// proves: LAB-DEV-BOX-SANDBOX
export const RunsTypeScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Fibonacci/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await findOutput(canvasElement, '55')).toBeVisible();
    await replaceCode(canvasElement, 'const n: number = 1;\nconsole.log(n);\nmissing();');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(
      await findOutput(canvasElement, 'Line 3: ReferenceError: missing is not defined'),
    ).toBeVisible();
    await replaceCode(canvasElement, 'fetch("https://example.com");');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await findOutput(canvasElement, /fetch is not available in the dev box/)).toBeVisible();
  },
};

/** Stop ends an endless loop at once: the worker is terminated. */
// proves: LAB-DEV-BOX-TIME-LIMIT
export const StopsEndlessLoop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'My snippets' }, { timeout: 5_000 });
    await replaceCode(canvasElement, 'console.log("looping");\nwhile (true) {}');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByText('Running… stops after 5 s')).toBeVisible();
    await findOutput(canvasElement, 'looping');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(await canvas.findByText('Stopped')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run' })).toBeEnabled();
  },
};

/** The time limit ends an endless loop nobody stops (shortened to 1 s here; 5 s in the app). */
// proves: LAB-DEV-BOX-TIME-LIMIT
export const TimeLimit: Story = {
  args: { timeLimitMs: 1_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'My snippets' }, { timeout: 5_000 });
    await replaceCode(canvasElement, 'console.log("looping");\nwhile (true) {}');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await findOutput(canvasElement, 'looping');
    // The loop runs when "looping" shows; the limit (1 s) ends it well within 4 s from there.
    await expect(
      await canvas.findByText(/^Stopped: the time limit of 1 s was reached$/, {}, { timeout: 4_000 }),
    ).toBeVisible();
  },
};

/** Fix sends the code and its error; the answer's code replaces the editor's. */
export const ExplainAndFix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'My snippets' }, { timeout: 5_000 });
    await replaceCode(canvasElement, 'console.log("ok");\nmissing();');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await findOutput(canvasElement, /^Line 2: /);
    await userEvent.click(canvas.getByRole('button', { name: 'Explain' }));
    await expect(await canvas.findByText(/It fails with: Line 2: ReferenceError/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Use the fixed code' }));
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveValue(
      'console.log("ok");\n// missing();',
    );
  },
};

/** Save keeps the snippet on the server: it shows in my snippets. */
export const SavesSnippet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My snippets' }, { timeout: 5_000 });
    const name = canvas.getByRole('textbox', { name: 'Snippet name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please name the snippet')).toBeVisible();
    await userEvent.type(name, 'Greeting');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: /^Greeting/ })).toBeVisible());
  },
};

/** More snippets than a page: 20 show, "Load more" brings the rest (LIST-LOAD-MORE). */
// proves: LIST-LOAD-MORE
export const MoreThanAPage: Story = {
  // The list makes the page taller than the frame, and a picture that tall paints only its first screen.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const snippets = Array.from({ length: 23 }, (_, index) =>
      buildDevBoxSnippet({ id: `snippet-${index + 1}`, name: `Snippet ${index + 1}` }),
    );
    msw.use(fetchDevBoxSnippetsMock.pages(snippets));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My snippets' });
    await expect(within(list).getAllByRole('button', { name: /^Snippet \d+/ })).toHaveLength(20);
    await expect(canvas.getByText('Showing 20 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Snippet \d+/ })).toHaveLength(23),
    );
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Loading: Story = loadingStory(fetchDevBoxSnippetsMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchDevBoxSnippetsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved snippets')).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchDevBoxSnippetsMock.error(500),
  'Your snippets could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '开发沙盒', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: '我的代码片段' }, { timeout: 5_000 })).toBeVisible();
  },
};

const longName = 'A very long snippet name that explains exactly what this scratchpad computes';

/** Long names truncate in the list; long output wraps in the console. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchDevBoxSnippetsMock.success({
        items: Array.from({ length: 6 }, (_, index) => ({
          id: `snippet-long-${index}`,
          name: `${longName} (${index + 1})`,
          language: index % 2 ? ('typescript' as const) : ('javascript' as const),
          code: `console.log("${'word '.repeat(60)}");`,
          updated_at: '2026-11-20T10:00:00.000Z',
        })),
        total: 6,
        page: 1,
        page_size: 100,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${longName} \\(1\\)`) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await findOutput(canvasElement, /^word word/)).toBeVisible();
  },
};

/** Without AI the page says so and how to set it up; Explain and Fix wait, the code still runs. */
// proves: MSG-AI-NOT-CONFIGURED
export const AiNotConfigured: Story = aiNotConfiguredStory(
  async (canvas, canvasElement) => {
    await expect(canvas.getByRole('button', { name: 'Explain' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await findOutput(canvasElement, 'Hello from the Lancer dev box')).toBeVisible();
  },
  askAboutDevBoxSnippetMock.error(
    503,
    'AI_NOT_CONFIGURED',
    'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint',
  ),
);
