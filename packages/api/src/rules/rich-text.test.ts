import { describe, expect, it } from 'vitest';

import { isBlankRichText } from './rich-text';

describe('blank rich text', () => {
  it('is blank when only tags and spaces are left', () => {
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankRichText('<p><strong>Leap</strong> days</p>')).toBe(false);
  });
});
