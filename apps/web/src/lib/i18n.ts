import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { PRODUCT_NAME } from '@lancer/api/product';
import { LANGUAGE_COOKIE } from '@lancer/api/rules/visitor-language';
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
 * The app's i18next: only the visitor's language (no fallback language is downloaded; en and zh have
 * the same keys, a test checks), a namespace at a time. `texts` are the namespaces a prerendered
 * page carries, so it hydrates without waiting.
 */
export function createI18nFor(language: Language, texts: Resource = {}): I18n {
  const instance = createInstance();
  void instance
    .use(lazyTexts)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'zh'],
      resources: texts,
      partialBundledLanguages: true,
      // A prerendered page brings its namespaces; otherwise the shell's start loading at once.
      ns: texts[language] ? Object.keys(texts[language]) : ['common', 'shell'],
      defaultNS: 'common',
      interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
      initAsync: false,
    });
  return instance;
}

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
