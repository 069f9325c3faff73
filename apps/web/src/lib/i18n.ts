import type { BackendModule, i18n as I18n, Resource } from 'i18next';

import { LANGUAGE_COOKIE } from '@lancer/api/rules/visitor-language';
import { createI18n } from '@lancer/features/i18n/create-i18n';
import { loadTexts, type Namespace } from '@lancer/features/i18n/load-texts';
import type { Language } from '@lancer/features/i18n/resources';

import { LANGUAGE_STORAGE_KEY } from './detect-language';

/** Reads a namespace of the current language when a screen first asks for it (decision 0700). */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadTexts(language as Language, namespace as Namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The app's i18next (the shared factory): the visitor's language, a namespace at a time. `texts`
 * are the namespaces a prerendered page carries, so it hydrates without waiting.
 */
export const createI18nFor = (language: Language, texts: Resource = {}): I18n =>
  createI18n({ language, resources: texts, backend: lazyTexts });

/** The browser side: html lang, and a changed language stored for the next visit and the server. */
export function createAppI18n(language: Language, texts?: Resource) {
  const i18n = createI18nFor(language, texts);
  const apply = (lng: string) => {
    document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  };
  apply(language);
  i18n.on('languageChanged', (lng) => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng as Language);
    rememberForServer(lng as Language);
    apply(lng);
  });
  return i18n;
}

/** The stored choice, also as a cookie: the server picks the prerendered page's language by it. */
export function rememberForServer(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
