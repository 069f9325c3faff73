import type { BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';

import { createI18n } from './create-i18n';

const texts = {
  en: { common: { hello: 'Hello {{product}}', onlyInEnglish: 'English' } },
  zh: { common: { hello: '你好' } },
};

describe('createI18n: the one factory of the app and Storybook (issue 29)', () => {
  it('with every text at hand (Storybook): the chosen language only, no fallback to English', () => {
    const i18n = createI18n({ language: 'zh', resources: texts });
    expect(i18n.t('hello')).toBe('你好');
    expect(i18n.t('onlyInEnglish')).toBe('onlyInEnglish');
    expect(createI18n({ language: 'en', resources: texts }).t('hello')).toBe('Hello Lancer');
  });

  it('with a loader (the app): the same fallback, the shell namespaces asked for at once', () => {
    const asked: string[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (language, namespace, callback) => {
        asked.push(`${language}/${namespace}`);
        callback(null, {});
      },
    };
    const app = createI18n({ language: 'zh', backend });
    const storybook = createI18n({ language: 'zh', resources: texts });
    expect(app.options.fallbackLng).toEqual(storybook.options.fallbackLng);
    expect(asked.sort()).toEqual(['zh/common', 'zh/shell']);
  });
});
