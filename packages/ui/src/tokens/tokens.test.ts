import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { defineConfig, parse } from '@terrazzo/parser';
import { describe, expect, it } from 'vitest';

/**
 * The design tokens' one source (decision 1700): src/tokens/tokens.json must be valid W3C Design
 * Tokens (DTCG) as Terrazzo's parser reads it, and src/styles/tokens.css must be what Style
 * Dictionary generates from it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'src/tokens/tokens.json');
const tokensJson = readFileSync(file, 'utf8');

const validate = async (src: string) => {
  const config = defineConfig({}, { cwd: pathToFileURL(`${root}/`) });
  return parse([{ filename: pathToFileURL(file), src }], { config });
};

describe('design tokens', () => {
  it('validate as DTCG', async () => {
    const { tokens } = await validate(tokensJson);
    expect(tokens['color.light.primary']?.$type).toBe('color');
    expect(tokens['color.dark.primary']?.$type).toBe('color');
    expect(Object.keys(tokens).length).toBeGreaterThan(60);
  });

  it('fail validation when a value is not DTCG (a CSS string for a colour)', async () => {
    const broken = JSON.parse(tokensJson);
    broken.color.light.primary.$value = 'oklch(0.45 0.16 150)';
    await expect(validate(JSON.stringify(broken))).rejects.toThrow(/color/i);
  });

  it('have light and dark values for the same colours', () => {
    const { color } = JSON.parse(tokensJson);
    const names = (mode: Record<string, unknown>) => Object.keys(mode).filter((k) => !k.startsWith('$'));
    expect(names(color.dark)).toEqual(names(color.light));
  });

  it('are what src/styles/tokens.css holds (regenerate: pnpm --filter @lancer/ui tokens)', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(root, 'scripts/tokens.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  }, 30_000);

  it('regenerate the CSS from a changed value: one token, one line (the proof of decision 1700)', () => {
    // The brand colour changed in a copy of the JSON, generated into a scratch file: the CSS
    // differs from tokens.css in exactly the light --primary line, which now holds the new value.
    const scratch = mkdtempSync(path.join(tmpdir(), 'lancer-tokens-'));
    try {
      const changed = JSON.parse(tokensJson);
      changed.color.light.primary.$value.components = [0.5, 0.2, 275];
      writeFileSync(path.join(scratch, 'tokens.json'), JSON.stringify(changed));
      execFileSync(
        process.execPath,
        [
          path.join(root, 'scripts/tokens.mjs'),
          `--source=${path.join(scratch, 'tokens.json')}`,
          `--out=${path.join(scratch, 'tokens.css')}`,
        ],
        { stdio: 'pipe' },
      );
      const before = readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8').split('\n');
      const after = readFileSync(path.join(scratch, 'tokens.css'), 'utf8').split('\n');
      expect(after).toHaveLength(before.length);
      const differing = before.flatMap((line, index) =>
        line === after[index] ? [] : [[line, after[index]]],
      );
      expect(differing).toEqual([['  --primary: oklch(0.45 0.16 150);', '  --primary: oklch(0.5 0.2 275);']]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 30_000);
});
