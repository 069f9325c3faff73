import { describe, expect, it } from 'vitest';

import { detectLanguage, otherLanguage } from './detect-language';

describe('detectLanguage', () => {
  // proves: LAB-TRANSLATE-IN-PLACE
  it('tells Chinese from English by the letters, mixed text by the majority', () => {
    expect(detectLanguage('Hello there')).toBe('en');
    expect(detectLanguage('你好，世界')).toBe('zh');
    expect(detectLanguage('我们用 React 做前端')).toBe('zh');
    expect(detectLanguage('Use the 预约 API for bookings in every salon')).toBe('en');
    expect(detectLanguage('1234')).toBe('en');
    expect(otherLanguage('zh')).toBe('en');
  });
});
