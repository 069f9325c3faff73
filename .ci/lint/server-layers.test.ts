import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { type FolderArrow, folderLayers } from '../lib/folder-layers.mjs';

/**
 * The server's folders import one way (issue 52): the entry files at the top, the areas below them,
 * the shared machinery (http, lib, db) at the bottom. How arrows and "back up" are counted is
 * written in .ci/lib/folder-layers.mjs.
 */
const src = path.resolve(import.meta.dirname, '../../apps/server/src');
/** Where the server stands: nothing runs back up, and no pair of folders imports each other. */
const pins = { backUp: 0, mutual: 0 };
const { arrows, backUp, mutual, layers } = folderLayers(src);
const shown = (list: FolderArrow[]) =>
  list.map(({ from, to, uses }) => `${from} -> ${to}: ${uses.join(', ')}`);

describe('apps/server/src folder layers', () => {
  it('prints its layers', () => {
    console.log(
      [
        `${arrows.length} folder-to-folder imports in ${layers.length} layers, ${backUp.length} of them running back up:`,
        ...layers.map((layer, index) => `  ${index + 1}. ${layer.join(' ')}`),
        ...shown(backUp).map((arrow) => `  up: ${arrow}`),
      ].join('\n'),
    );
    expect(layers.flat().length).toBeGreaterThan(20);
  });

  it(`has at most ${pins.mutual} pairs of folders importing each other`, () => {
    expect(shown(mutual).length, shown(mutual).join('\n')).toBeLessThanOrEqual(pins.mutual);
  });

  it(`has at most ${pins.backUp} imports running back up`, () => {
    expect(shown(backUp).length, shown(backUp).join('\n')).toBeLessThanOrEqual(pins.backUp);
  });
});
