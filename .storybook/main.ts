import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import remarkGfm from 'remark-gfm';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

// @ts-expect-error -- a plain ES module of .ci (the test command runs it with node).
import { collectCoverage } from '../.ci/lib/rules-coverage.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `virtual:spec-coverage`: the rules of docs/spec/rules.md with the stories and tests that claim
 * them, computed when Storybook builds (the "Spec coverage" page; issue #19).
 */
function specCoverage(): Plugin {
  const id = 'virtual:spec-coverage';
  return {
    name: 'lancer-spec-coverage',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      this.addWatchFile(path.join(root, 'docs/spec/rules.md'));
      return `export default ${JSON.stringify(collectCoverage(root))};`;
    },
  };
}

const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    // The components' guides (purpose, anatomy, props, accessibility, do and don't).
    '../packages/ui/src/**/*.mdx',
    // Not inside __screenshots__: its baseline folders are named after the story files.
    '../packages/*/src/**/!(__screenshots__)/*.stories.@(ts|tsx)',
    // Click-through flows: the whole web app against the stateful mocks (decision 0900).
    '../apps/web/src/flows/*.stories.tsx',
  ],
  addons: [
    // GitHub-flavoured Markdown: the docs pages' tables, strikethrough and task lists render as
    // such, not as lines of pipes (.ci/docs-markdown.test.ts compiles every page with these options).
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker file lives with the web app (it also runs in mock mode there).
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Reviewers start from our own introduction, not Storybook's onboarding checklist.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), specCoverage()];
    // The flows load the web app's router and store: bundle them up front, not mid-run (a reload).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react-router-dom',
        'zustand',
        'zustand/middleware',
      ],
    };
    return viteConfig;
  },
};

export default config;
