import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { PRODUCT_NAME } from '@lancer/api/product';

import type { Language } from './resources';

type I18nOptions = {
  language: Language;
  /** Texts at hand: a prerendered page's namespaces, or every text (Storybook). */
  resources?: Resource;
  /** Reads a namespace when a screen first asks for it (the app, decision 0700). */
  backend?: BackendModule;
};

/**
 * The one i18next factory of the app and Storybook: a fresh instance, only the chosen language (no
 * fallback language: en and zh have the same keys, a test checks), the namespaces at hand or, with
 * none, the shell's, loaded by `backend`.
 */
export function createI18n({ language, resources = {}, backend }: I18nOptions): I18n {
  const instance = createInstance();
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'zh'],
    resources,
    partialBundledLanguages: Boolean(backend),
    ns: resources[language] ? Object.keys(resources[language]) : ['common', 'shell'],
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    initAsync: false,
  });
  return instance;
}
