import { describe, expect, it } from 'vitest';

import { newId } from '../../src/lib/ids';

describe('newId', () => {
  it('sorts in the order it made them, many to a millisecond', () => {
    const made = Array.from({ length: 2_000 }, () => newId());
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });
});
