import { describe, expect, it } from 'vitest';

import { normalizeSkills } from './provider-skills';

describe('provider skills', () => {
  // proves: PROVIDER-SKILLS
  it('keeps the order, drops blanks and repeats in another case (first spelling wins)', () => {
    expect(normalizeSkills([' React ', 'node.js', '', 'react', 'Node.js', 'Figma'])).toEqual([
      'React',
      'node.js',
      'Figma',
    ]);
  });
});
