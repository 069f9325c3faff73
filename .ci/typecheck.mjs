#!/usr/bin/env node
/**
 * Strict TypeScript over the whole workspace as one program (tsconfig.check.json), so each file
 * is checked once: about half the time of checking every package's tsconfig in turn, each of
 * which re-checks the packages it imports. Editors use the per-package tsconfig.json files.
 */
import path from 'node:path';

import { bin, root, run } from './lib/run.mjs';

process.exit(run(bin('tsc'), ['-p', path.join(root, 'tsconfig.check.json'), '--noEmit']));
