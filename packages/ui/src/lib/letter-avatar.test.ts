import { describe, expect, it } from 'vitest';

import { avatarColour, avatarLetter } from './letter-avatar';

describe('letter avatar', () => {
  it('uses the upper-cased first letter of the email', () => {
    expect(avatarLetter('ada@lancer.dev')).toBe('A');
    expect(avatarLetter('  zoe@x.io')).toBe('Z');
    expect(avatarLetter('王@x.cn')).toBe('王');
    expect(avatarLetter('')).toBe('?');
  });

  it('gives the same email the same colour, whatever its case', () => {
    expect(avatarColour('Ada@Lancer.dev')).toBe(avatarColour('ada@lancer.dev'));
    expect(avatarColour('ada@lancer.dev')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
