import { describe, expect, it } from 'vitest';

import { load, machine, withFigure } from './figures.mjs';

const table = [
  '# Figures',
  '',
  '| what | number | date | machine and load | command |',
  '| --- | --- | --- | --- | --- |',
  '| CSS, gzipped | 15.5 kB | 2026-11-26 | 2 × AMD EPYC, load 1.0 / 1.0 / 1.0 | `node .ci/budgets.mjs` |',
  '| one Button | 13.8 kB | 2026-11-22 | 2 × AMD EPYC, load 1.0 / 1.0 / 1.0 | `size:button` |',
  '',
  'After the table.',
].join('\n');

const row = (what: string, number: string) => ({
  what,
  number,
  date: '2026-12-07 03:40 UTC',
  machine: '2 × AMD EPYC, load 2.0 / 1.0 / 0.5',
  command: '`node .ci/budgets.mjs`',
});

describe('docs/figures.md writer', () => {
  it('replaces the row of the same figure and keeps the others where they were', () => {
    const lines = withFigure(table, row('CSS, gzipped', '16.0 kB')).split('\n');
    expect(lines[4]).toBe(
      '| CSS, gzipped | 16.0 kB | 2026-12-07 03:40 UTC | 2 × AMD EPYC, load 2.0 / 1.0 / 0.5 | `node .ci/budgets.mjs` |',
    );
    expect(lines[5]).toContain('| one Button | 13.8 kB |');
    expect(lines).toHaveLength(8);
  });

  it('adds a new figure at the end of the table, before the text after it', () => {
    const lines = withFigure(table, row('largest chunk', '135 kB')).split('\n');
    expect(lines[6]).toMatch(/^\| largest chunk \| 135 kB \|/);
    expect(lines[7]).toBe('');
    expect(lines[8]).toBe('After the table.');
  });

  it('keeps a pipe inside a cell from splitting it', () => {
    const once = withFigure(table, row('a | b', '1'));
    const twice = withFigure(once, row('a | b', '2'));
    expect(twice.match(/a \\\| b/g)).toHaveLength(1);
    expect(twice).toContain('| a \\| b | 2 |');
  });

  it('starts the table in a file that has none', () => {
    expect(withFigure('# Figures\n', row('x', '1'))).toContain(
      '| what | number | date | machine and load | command |\n| --- | --- | --- | --- | --- |\n| x | 1 |',
    );
  });

  it('names the machine by its cores and model, and the load over 1, 5 and 15 minutes', () => {
    expect(machine()).toMatch(/^\d+ × \S/);
    expect(load([2.34, 1.1, 0.55])).toBe('load 2.3 / 1.1 / 0.6');
  });
});
