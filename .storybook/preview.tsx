import './preview.css';

import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

import { resetMockDb } from '@lancer/api/mocks/db/store';
import { clearToasts } from '@lancer/ui/lib/toast-store';
import type { Language } from '@lancer/features/i18n/resources';

import { startMswWorker, unhandledApiCalls } from './msw-worker';
import { StoryProviders } from './story-providers';
import { storyRun } from './story-run';

// A play's findBy and waitFor give up after 5 s, not Testing Library's 1 s: on a loaded two-core
// machine an upload (encode the crop, the mocked call, the render) took longer than 1 s and the
// story failed (Personal "Photo Refused By Server" in CI). A passing play waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    key={context.id}
    language={(context.globals.locale ?? 'en') as Language}
    theme={context.globals.theme === 'dark' || storyRun().theme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  loaders: [mswLoader(() => startMswWorker())],
  decorators: [withProviders],
  async beforeEach() {
    await storyRun().prepareFrame?.();
    // Every story starts from the same demo data and no toasts: no state leaks from one story into
    // the next (the toast queue is module-level, and a story's toast may never hide itself).
    resetMockDb();
    clearToasts();
    unhandledApiCalls.length = 0;
  },
  afterEach() {
    if (unhandledApiCalls.length > 0) {
      throw new Error(`Unmocked API calls in this story: ${unhandledApiCalls.join(', ')}`);
    }
  },
  initialGlobals: { locale: 'en', theme: 'light', persona: 'flow' },
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
    persona: {
      // Only the Flows/ stories read it (apps/web/src/mocks/personas.ts, decision 0900).
      description: 'Who a flow starts as',
      toolbar: {
        title: 'Start as',
        icon: 'user',
        items: [
          { value: 'flow', title: "The flow's own start" },
          { value: 'client', title: 'As a client' },
          { value: 'provider', title: 'As a provider' },
          { value: 'empty', title: 'Empty account' },
          { value: 'busy', title: 'Busy account' },
          { value: 'administrator', title: 'As an administrator' },
          { value: 'guest', title: 'Signed out' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    // Every WCAG 2.x A and AA rule up to 2.2 (target-size is off in axe unless asked for) and
    // axe's best practices; a story relaxes one rule only with a written reason (decision 0705).
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
        },
      },
    },
    // Reviewers first: their introduction, the spec coverage and the flows, then the developers' pages.
    options: {
      storySort: {
        order: ['Start here', 'Introduction', 'Reviewers', ['Spec coverage'], 'Flows', 'Foundations'],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
