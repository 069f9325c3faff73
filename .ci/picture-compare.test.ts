import { describe, expect, it } from 'vitest';

import { countShiftTolerantDifferences, pixelmatchDifferences, shiftTolerant } from './picture-compare.ts';

/** A 5 × 7 bitmap font: just the letters the pictures below need. */
const GLYPHS: Record<string, string[]> = {
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  s: ['.....', '.....', '.####', '#....', '.###.', '....#', '####.'],
  u: ['.....', '.....', '#...#', '#...#', '#...#', '#..##', '.##.#'],
  e: ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
  v: ['.....', '.....', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  r: ['.....', '.....', '#.##.', '##..#', '#....', '#....', '#....'],
  i: ['..#..', '.....', '.##..', '..#..', '..#..', '..#..', '.###.'],
  w: ['.....', '.....', '#...#', '#...#', '#.#.#', '#.#.#', '.#.#.'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

const WIDTH = 160;
const HEIGHT = 40;
/** Each font dot is 2 × 2 pixels, drawn at 4× and averaged down, so edges are anti-aliased. */
const DOT = 2;
const SUPER = 4;

/**
 * An RGBA picture (what vitest's PNG codec hands a comparator) of dark text on white, the text's
 * top-left corner at (x, y) pixels; fractional positions give the grey edges of sub-pixel text.
 */
function textPicture(text: string, x = 8, y = 8, ink: [number, number, number] = [17, 24, 39]): Uint8Array {
  const w = WIDTH * SUPER;
  const h = HEIGHT * SUPER;
  const coverage = new Uint8Array(w * h);
  const left = Math.round(x * SUPER);
  const top = Math.round(y * SUPER);
  [...text].forEach((char, n) => {
    const rows = GLYPHS[char];
    if (!rows) throw new Error(`no glyph for ${char}`);
    rows.forEach((row, gy) =>
      [...row].forEach((dot, gx) => {
        if (dot !== '#') return;
        for (let sy = 0; sy < DOT * SUPER; sy++)
          for (let sx = 0; sx < DOT * SUPER; sx++) {
            const px = left + (n * 6 + gx) * DOT * SUPER + sx;
            const py = top + gy * DOT * SUPER + sy;
            if (px < w && py < h) coverage[py * w + px] = 1;
          }
      }),
    );
  });
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let py = 0; py < HEIGHT; py++)
    for (let px = 0; px < WIDTH; px++) {
      let covered = 0;
      for (let sy = 0; sy < SUPER; sy++)
        for (let sx = 0; sx < SUPER; sx++) covered += coverage[(py * SUPER + sy) * w + px * SUPER + sx]!;
      const share = covered / (SUPER * SUPER);
      const index = (py * WIDTH + px) * 4;
      ink.forEach((channel, c) => (data[index + c] = Math.round(255 + (channel - 255) * share)));
      data[index + 3] = 255;
    }
  return data;
}

const picture = (data: Uint8Array) => ({ metadata: { width: WIDTH, height: HEIGHT }, data });
const compare = (a: Uint8Array, b: Uint8Array) => shiftTolerant(picture(a), picture(b), { createDiff: true });
const changed = (a: Uint8Array, b: Uint8Array) => countShiftTolerantDifferences(a, b, WIDTH, HEIGHT);

describe('shift-tolerant picture comparison', () => {
  it('passes the same picture with no changed pixel', () => {
    expect(changed(textPicture('Issues'), textPicture('Issues'))).toBe(0);
  });

  it('passes a line of text moved by one pixel, which plain pixelmatch counts as changed', () => {
    const before = textPicture('Overview Issues');
    for (const [dx, dy] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [1, 1],
    ] as const) {
      const after = textPicture('Overview Issues', 8 + dx, 8 + dy);
      expect(pixelmatchDifferences(picture(before), picture(after), 0.1)).toBeGreaterThan(50);
      expect(changed(before, after)).toBe(0);
      expect(compare(before, after).pass).toBe(true);
    }
  });

  it('passes anti-aliased text moved by part of a pixel', () => {
    const before = textPicture('Overview Issues');
    for (const [dx, dy] of [
      [0.5, 0.5],
      [0.25, 0],
      [0, 0.75],
      [0.5, -0.25],
    ] as const)
      expect(changed(before, textPicture('Overview Issues', 8 + dx, 8 + dy))).toBe(0);
  });

  it('fails a word that lost a letter, and marks the letter red in the diff', () => {
    const result = compare(textPicture('Issues'), textPicture('Issue'));
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/pixels changed beyond a 1-pixel move/);
    const red = [...Array(WIDTH * HEIGHT).keys()].filter((p) => {
      const [r, g, b] = result.diff!.slice(p * 4, p * 4 + 3);
      return r === 255 && g === 0 && b === 0;
    });
    // Every red pixel is where the last "s" was (the sixth glyph: x from 8 + 5 × 12 pixels on).
    expect(red.length).toBeGreaterThan(16);
    expect(red.every((p) => p % WIDTH >= 8 + 5 * 12 - 1)).toBe(true);
  });

  it('fails a shortened label even when it also moved by a pixel', () => {
    expect(compare(textPicture('Overview'), textPicture('Ove...', 8, 9)).pass).toBe(false);
  });

  it('fails text that changed colour in place', () => {
    expect(compare(textPicture('Issues'), textPicture('Issues', 8, 8, [220, 38, 38])).pass).toBe(false);
  });

  it('fails pictures of different sizes', () => {
    const small = {
      metadata: { width: WIDTH - 1, height: HEIGHT },
      data: new Uint8Array((WIDTH - 1) * HEIGHT * 4),
    };
    expect(shiftTolerant(picture(textPicture('Issues')), small, { createDiff: false }).message).toMatch(
      /dimensions/,
    );
  });
});
