import { describe, expect, it } from 'vitest';

import {
  detectVisitorLanguage,
  detectVisitorLanguageFromRequest,
  languageAddresses,
} from './visitor-language';

describe('detectVisitorLanguage (SHELL-LANGUAGE)', () => {
  // proves: SHELL-LANGUAGE
  it('prefers the stored language over everything else', () => {
    expect(detectVisitorLanguage({ stored: 'en', host: 'lancer.cn', browserLanguage: 'zh-CN' })).toBe('en');
    expect(detectVisitorLanguage({ stored: 'zh', host: 'lancer.com', browserLanguage: 'en-US' })).toBe('zh');
  });

  // proves: SHELL-LANGUAGE
  it('uses the host: .com is English, .cn is Chinese', () => {
    expect(detectVisitorLanguage({ stored: null, host: 'www.lancer.com', browserLanguage: 'zh-CN' })).toBe(
      'en',
    );
    expect(detectVisitorLanguage({ stored: null, host: 'lancer.cn:443', browserLanguage: 'en-US' })).toBe(
      'zh',
    );
  });

  // proves: SHELL-LANGUAGE
  it('then the browser language, not the others the browser lists', () => {
    expect(detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguage: 'en-GB' })).toBe('en');
    // A French browser with English second: the browser language is French, so the fallback.
    expect(detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguage: 'fr-FR' })).toBe('zh');
    expect(detectVisitorLanguage({ stored: 'xx', host: '127.0.0.1', browserLanguage: 'zh-TW' })).toBe('zh');
  });

  // proves: SHELL-LANGUAGE
  it('falls back to Chinese', () => {
    expect(detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguage: 'fr-FR' })).toBe('zh');
    expect(detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguage: '' })).toBe('zh');
  });
});

describe('detectVisitorLanguageFromRequest: the prerendered page the server picks (decision 0702)', () => {
  it('takes the stored choice from the cookie first', () => {
    expect(
      detectVisitorLanguageFromRequest({
        cookie: 'a=1; language=en',
        host: 'lancer.cn',
        'accept-language': 'zh-CN',
      }),
    ).toBe('en');
  });

  it("then the host, then Accept-Language's first entry (the browser language), then Chinese", () => {
    expect(detectVisitorLanguageFromRequest({ host: 'lancer.com', 'accept-language': 'zh-CN' })).toBe('en');
    expect(
      detectVisitorLanguageFromRequest({ host: '127.0.0.1:4173', 'accept-language': 'en-US;q=1, zh;q=0.8' }),
    ).toBe('en');
    expect(
      detectVisitorLanguageFromRequest({ host: '127.0.0.1:4173', 'accept-language': 'fr;q=1, en-US;q=0.8' }),
    ).toBe('zh');
    expect(detectVisitorLanguageFromRequest({ host: '127.0.0.1:4173' })).toBe('zh');
  });
});

describe('languageAddresses', () => {
  // proves: SHELL-HREFLANG
  it('gives the .com host for English and the .cn host for Chinese, none for another host', () => {
    expect(languageAddresses('https://lancer.com', '/providers/ada')).toEqual({
      en: 'https://lancer.com/providers/ada',
      zh: 'https://lancer.cn/providers/ada',
    });
    expect(languageAddresses('https://www.lancer.cn/', '/home')).toEqual({
      en: 'https://www.lancer.com/home',
      zh: 'https://www.lancer.cn/home',
    });
    expect(languageAddresses('http://127.0.0.1:4300', '/providers/ada')).toBeNull();
  });
});
