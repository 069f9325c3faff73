import { describe, expect, it } from 'vitest';

import { emailSchema } from '../schemas/signin';
import { isEmailAddress } from './email-address';

const samples = [
  'client@example.com',
  '  padded@example.com  ',
  'first.last+tag@sub.example.co',
  "o'brien@example.ie",
  '',
  '   ',
  'no-at-sign',
  'two@@example.com',
  'dot.@example.com',
  '.lead@example.com',
  'a..b@example.com',
  'user@localhost',
  'user@example.c',
  'user@-example.com',
  'user@exa_mple.com',
  '用户@example.com',
];

describe('isEmailAddress', () => {
  it.each(samples)('agrees with the contract’s emailSchema on %j', (sample) => {
    expect(isEmailAddress(sample)).toBe(emailSchema.safeParse(sample).success);
  });
});
