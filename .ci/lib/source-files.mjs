import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold no source of ours: installed, built, recorded or generated. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  '__screenshots__',
  'storybook-static',
  'test-results',
  '.data',
]);

/** The files below `dir` whose name matches `pattern`, outside NOT_SOURCE and what `skip(fullPath)` leaves out. */
export const sourceFiles = (dir, pattern, skip = () => false) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (NOT_SOURCE.has(entry.name) || skip(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full, pattern, skip);
    return pattern.test(entry.name) ? [full] : [];
  });
