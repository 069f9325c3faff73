import { describe, expect, it } from 'vitest';

import { parseAmount } from './currency-input';

describe('parseAmount', () => {
  it('reads grouped and decimal amounts', () => {
    expect(parseAmount('1,200.50')).toBe(1200.5);
    expect(parseAmount(' 300 ')).toBe(300);
  });
  it('reads full-width digits typed with a Chinese keyboard', () => {
    expect(parseAmount('１２００。５')).toBe(1200.5);
  });
  it('gives null for empty and NaN for text', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1.2.3')).toBeNaN();
  });
  it('rounds to cents', () => {
    expect(parseAmount('0.129')).toBe(0.13);
  });
});
