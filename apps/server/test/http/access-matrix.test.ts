import { describe } from 'vitest';

import { describeAccessMatrix } from './describe-access-matrix';

describe('access matrix on PGlite', () => {
  describeAccessMatrix('PGlite', () => ({}));
});
