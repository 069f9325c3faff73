import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
});
