import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { PRODUCT_NAME } from '@lancer/api/product';

import { namespaces, resources, type Language } from './resources';

/** A fresh i18next instance; the web app and each Storybook story get their own. */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    initAsync: false,
  });
  return instance;
}
