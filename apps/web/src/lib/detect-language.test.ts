import { describe, expect, it } from 'vitest';

import { detectLanguage, detectLanguageFromRequest } from './detect-language';

describe('detectLanguage (SHELL-LANGUAGE)', () => {
  // proves: SHELL-LANGUAGE
  it('prefers the stored language over everything else', () => {
    expect(detectLanguage({ stored: 'en', host: 'lancer.cn', browserLanguages: ['zh-CN'] })).toBe('en');
    expect(detectLanguage({ stored: 'zh', host: 'lancer.com', browserLanguages: ['en-US'] })).toBe('zh');
  });

  // proves: SHELL-LANGUAGE
  it('uses the host: .com is English, .cn is Chinese', () => {
    expect(detectLanguage({ stored: null, host: 'www.lancer.com', browserLanguages: ['zh-CN'] })).toBe('en');
    expect(detectLanguage({ stored: null, host: 'lancer.cn:443', browserLanguages: ['en-US'] })).toBe('zh');
  });

  // proves: SHELL-LANGUAGE
  it('then the first supported browser language', () => {
    expect(detectLanguage({ stored: null, host: 'localhost', browserLanguages: ['fr-FR', 'en-GB'] })).toBe(
      'en',
    );
    expect(detectLanguage({ stored: 'xx', host: '127.0.0.1', browserLanguages: ['zh-TW'] })).toBe('zh');
  });

  // proves: SHELL-LANGUAGE
  it('falls back to Chinese', () => {
    expect(detectLanguage({ stored: null, host: 'localhost', browserLanguages: ['fr-FR'] })).toBe('zh');
    expect(detectLanguage({ stored: null, host: 'localhost', browserLanguages: [] })).toBe('zh');
  });
});

describe('detectLanguageFromRequest: the prerendered page the server picks (decision 0702)', () => {
  it('takes the stored choice from the cookie first', () => {
    expect(
      detectLanguageFromRequest({
        cookie: 'a=1; language=en',
        host: 'lancer.cn',
        'accept-language': 'zh-CN',
      }),
    ).toBe('en');
  });

  it('then the host, then Accept-Language in its order, then Chinese', () => {
    expect(detectLanguageFromRequest({ host: 'lancer.com', 'accept-language': 'zh-CN' })).toBe('en');
    expect(
      detectLanguageFromRequest({ host: '127.0.0.1:4173', 'accept-language': 'fr;q=1, en-US;q=0.8' }),
    ).toBe('en');
    expect(detectLanguageFromRequest({ host: '127.0.0.1:4173' })).toBe('zh');
  });
});
