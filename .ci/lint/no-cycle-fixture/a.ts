// A planted import cycle (a -> b -> a): .ci/lint/no-cycle.test.ts expects both to be reported.
import { b } from './b';

export const a = () => b;
