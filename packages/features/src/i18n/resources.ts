import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import enShell from '../locales/en/shell.json';
import zhCommon from '../locales/zh/common.json';
import zhHome from '../locales/zh/home.json';
import zhShell from '../locales/zh/shell.json';

/** Every namespace in both languages; a test fails when a key exists in one and not the other. */
export const resources = {
  en: { common: enCommon, shell: enShell, home: enHome },
  zh: { common: zhCommon, shell: zhShell, home: zhHome },
} as const;

export const supportedLanguages = ['en', 'zh'] as const;
export type Language = (typeof supportedLanguages)[number];
export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
