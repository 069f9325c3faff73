import { describe, expect, it } from 'vitest';

import { detectLanguage } from './detect-language';

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
