import { createI18n } from '@lancer/features/i18n/create-i18n';
import type { Language } from '@lancer/features/i18n/resources';

import { detectLanguage, LANGUAGE_STORAGE_KEY } from './detect-language';

export function createAppI18n() {
  const language = detectLanguage({
    stored: window.localStorage.getItem(LANGUAGE_STORAGE_KEY),
    host: window.location.host,
    browserLanguages: window.navigator.languages ?? [window.navigator.language],
  });
  const i18n = createI18n(language);
  const apply = (lng: string) => {
    document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  };
  apply(language);
  i18n.on('languageChanged', (lng) => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng as Language);
    apply(lng);
  });
  return i18n;
}
