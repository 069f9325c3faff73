import { describe, expect, it } from 'vitest';

import { detectVisitorLanguage, detectVisitorLanguageFromRequest } from './visitor-language';

describe('detectVisitorLanguage (SHELL-LANGUAGE)', () => {
  // proves: SHELL-LANGUAGE
  it('prefers the stored language over everything else', () => {
    expect(detectVisitorLanguage({ stored: 'en', host: 'lancer.cn', browserLanguages: ['zh-CN'] })).toBe(
      'en',
    );
    expect(detectVisitorLanguage({ stored: 'zh', host: 'lancer.com', browserLanguages: ['en-US'] })).toBe(
      'zh',
    );
  });

  // proves: SHELL-LANGUAGE
  it('uses the host: .com is English, .cn is Chinese', () => {
    expect(detectVisitorLanguage({ stored: null, host: 'www.lancer.com', browserLanguages: ['zh-CN'] })).toBe(
      'en',
    );
    expect(detectVisitorLanguage({ stored: null, host: 'lancer.cn:443', browserLanguages: ['en-US'] })).toBe(
      'zh',
    );
  });

  // proves: SHELL-LANGUAGE
  it('then the first supported browser language', () => {
    expect(
      detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguages: ['fr-FR', 'en-GB'] }),
    ).toBe('en');
    expect(detectVisitorLanguage({ stored: 'xx', host: '127.0.0.1', browserLanguages: ['zh-TW'] })).toBe(
      'zh',
    );
  });

  // proves: SHELL-LANGUAGE
  it('falls back to Chinese', () => {
    expect(detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguages: ['fr-FR'] })).toBe(
      'zh',
    );
    expect(detectVisitorLanguage({ stored: null, host: 'localhost', browserLanguages: [] })).toBe('zh');
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

  it('then the host, then Accept-Language in its order, then Chinese', () => {
    expect(detectVisitorLanguageFromRequest({ host: 'lancer.com', 'accept-language': 'zh-CN' })).toBe('en');
    expect(
      detectVisitorLanguageFromRequest({ host: '127.0.0.1:4173', 'accept-language': 'fr;q=1, en-US;q=0.8' }),
    ).toBe('en');
    expect(detectVisitorLanguageFromRequest({ host: '127.0.0.1:4173' })).toBe('zh');
  });
});
