import enCommon from '../locales/en/common.json';
import zhCommon from '../locales/zh/common.json';

/** Every namespace in both languages; a test fails when a key exists in one and not the other. */
export const resources = {
  en: { common: enCommon },
  zh: { common: zhCommon },
} as const;

export const supportedLanguages = ['en', 'zh'] as const;
export type Language = (typeof supportedLanguages)[number];
export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
