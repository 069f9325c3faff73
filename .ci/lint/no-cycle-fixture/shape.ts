// A circle through a type import (shape -> store -> shape): the lint rule skips type imports, the
// circle check (.ci/lib/import-circles.mjs) does not.
import type { Store } from './store';

export type Shape = { store: Store };
