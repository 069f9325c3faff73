import { describe, expect, it } from 'vitest';

import { acceptsFile } from './file-drop';

describe('acceptsFile', () => {
  const png = { name: 'Photo.PNG', type: 'image/png' };
  const pdf = { name: 'brief.pdf', type: 'application/pdf' };
  it('matches MIME types, wildcards and extensions, ignoring case', () => {
    expect(acceptsFile(png, ['image/png'])).toBe(true);
    expect(acceptsFile(png, ['image/*'])).toBe(true);
    expect(acceptsFile(png, ['.png'])).toBe(true);
    expect(acceptsFile(pdf, ['image/*', '.png'])).toBe(false);
  });
  it('accepts anything when the list is empty', () => {
    expect(acceptsFile(pdf, [])).toBe(true);
  });
});
