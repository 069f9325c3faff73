#!/usr/bin/env node
/** A change to packages/ui comes with a changeset (decision 1702; .ci/lib/changeset-check.mjs). */
import { checkChangesets } from './lib/changeset-check.mjs';
import { root } from './lib/run.mjs';

const { ok, message } = await checkChangesets(root);
console.log(message);
process.exit(ok ? 0 : 1);
