import { describe, expect, it } from 'vitest';

import { stepsOf } from './task-steps';

describe('stepsOf', () => {
  it('reads numbered and bulleted lines as steps, without markers or blank lines', () => {
    expect(stepsOf('1. Plan\n2) Build\n\n- Test\n* Ship\nRelax')).toEqual([
      'Plan',
      'Build',
      'Test',
      'Ship',
      'Relax',
    ]);
  });
});
