import uiEnglish from '@lancer/ui/locales/en.json';

import type { Language, resources } from './resources';

export type Namespace = keyof (typeof resources)['en'];

/**
 * One namespace of one language, loaded on demand: the bundler makes a small file of each
 * `locales/<language>/<namespace>.json`, so the web app downloads only the visitor's language and
 * only the namespaces its pages use (decision 0700). Storybook keeps every text at hand (create-i18n).
 */
export const loadTexts = async (language: Language, namespace: Namespace): Promise<Record<string, unknown>> =>
  (
    (await (namespace === 'ui'
      ? // The design system's own texts live in packages/ui. Its English ones are already loaded: they
        // are its components' defaults (ui-texts.tsx), so importing them on demand made no file of them.
        language === 'zh'
        ? import('@lancer/ui/locales/zh.json')
        : { default: uiEnglish }
      : import(`../locales/${language}/${namespace}.json`))) as { default: Record<string, unknown> }
  ).default;
