/**
 * Picture comparison of the storybook project (vitest.config.ts, decision 0910): a pixel counts as
 * changed only when no pixel within `shift` pixels in the other picture has its colour, nor a
 * blend of two such pixels (an anti-aliased edge that moved by part of a pixel), looked for in
 * both directions. A line of text that rendered one pixel lower is the same picture; a changed or
 * shortened word leaves pixels with no match nearby and fails on a small absolute count.
 */
import { appendFileSync } from 'node:fs';

import { diff as pixelmatchDiff } from '@blazediff/core';

type Pixels = Uint8Array | Uint8ClampedArray | Buffer;
type Picture = { metadata: { width: number; height: number }; data: Pixels };

export type ShiftTolerantOptions = {
  /** Colour difference (pixelmatch's YIQ scale, 0-1) under which two pixels are the same colour. */
  threshold?: number;
  /** How far (pixels, each direction) a matching pixel may sit in the other picture. */
  shift?: number;
  /** How many changed pixels a picture may have and still pass. */
  allowedMismatchedPixels?: number;
};

export const shiftTolerantDefaults = { threshold: 0.1, shift: 1, allowedMismatchedPixels: 16 };

/** pixelmatch's largest YIQ delta (black against white). */
const MAX_YIQ_DELTA = 35215;

type YIQ = [number, number, number];
/** pixelmatch's weights of Y, I and Q in a colour difference. */
const WEIGHTS = [0.5053, 0.299, 0.1957];

function yiq(data: Pixels, index: number): YIQ {
  const alpha = data[index + 3]! / 255;
  // Transparent pixels blend onto white, as pixelmatch does.
  const r = 255 + (data[index]! - 255) * alpha;
  const g = 255 + (data[index + 1]! - 255) * alpha;
  const b = 255 + (data[index + 2]! - 255) * alpha;
  return [
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
    r * 0.59597799 - g * 0.2741761 - b * 0.32180189,
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694,
  ];
}

function delta(a: Pixels, i: number, b: Pixels, j: number): number {
  const p = yiq(a, i);
  return segmentDelta(p, yiq(b, j), yiq(b, j));
}

/** Squared distance (YIQ-weighted) from colour p to the segment between colours a and b. */
function segmentDelta(p: YIQ, a: YIQ, b: YIQ): number {
  let along = 0;
  let length = 0;
  for (let c = 0; c < 3; c++) {
    along += WEIGHTS[c]! * (p[c]! - a[c]!) * (b[c]! - a[c]!);
    length += WEIGHTS[c]! * (b[c]! - a[c]!) ** 2;
  }
  const t = length === 0 ? 0 : Math.min(1, Math.max(0, along / length));
  let distance = 0;
  for (let c = 0; c < 3; c++) distance += WEIGHTS[c]! * (p[c]! - (a[c]! + t * (b[c]! - a[c]!))) ** 2;
  return distance;
}

/**
 * Whether the pixel (x, y) of `from` has its colour within `shift` pixels in `to`: one pixel of
 * that colour, or two whose blend it is (an edge that moved by part of a pixel, anti-aliased).
 */
function hasNearMatch(
  from: Pixels,
  to: Pixels,
  x: number,
  y: number,
  width: number,
  height: number,
  shift: number,
  maxDelta: number,
): boolean {
  const colour = yiq(from, (y * width + x) * 4);
  const near: YIQ[] = [];
  for (let dy = -shift; dy <= shift; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -shift; dx <= shift; dx++) {
      const nx = x + dx;
      if (nx < 0 || nx >= width) continue;
      const other = yiq(to, (ny * width + nx) * 4);
      if (segmentDelta(colour, other, other) <= maxDelta) return true;
      near.push(other);
    }
  }
  for (let a = 0; a < near.length; a++)
    for (let b = a + 1; b < near.length; b++)
      if (segmentDelta(colour, near[a]!, near[b]!) <= maxDelta) return true;
  return false;
}

/**
 * The number of pixels that changed beyond a `shift`-pixel move. When `output` is given (RGBA,
 * same size) it receives a diff picture: the reference faded, changed pixels red, pixels that
 * differ only by a move yellow.
 */
export function countShiftTolerantDifferences(
  reference: Pixels,
  actual: Pixels,
  width: number,
  height: number,
  options: Pick<ShiftTolerantOptions, 'threshold' | 'shift'> = {},
  output?: Uint8Array,
): number {
  const { threshold, shift } = { ...shiftTolerantDefaults, ...options };
  const maxDelta = MAX_YIQ_DELTA * threshold * threshold;
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const same =
        (reference[index] === actual[index] &&
          reference[index + 1] === actual[index + 1] &&
          reference[index + 2] === actual[index + 2] &&
          reference[index + 3] === actual[index + 3]) ||
        delta(reference, index, actual, index) <= maxDelta;
      let colour: [number, number, number] | undefined;
      if (!same) {
        const moved =
          hasNearMatch(reference, actual, x, y, width, height, shift, maxDelta) &&
          hasNearMatch(actual, reference, x, y, width, height, shift, maxDelta);
        if (moved) colour = [255, 255, 0];
        else {
          changed++;
          colour = [255, 0, 0];
        }
      }
      if (output) {
        if (colour) output.set([...colour, 255], index);
        else {
          const faded = 255 + (yiq(reference, index)[0] - 255) * 0.1;
          output.set([faded, faded, faded, 255], index);
        }
      }
    }
  }
  return changed;
}

/** Today's comparison before decision 0910: pixelmatch at 0.2, up to 0.1 % of the page. */
export function pixelmatchDifferences(reference: Picture, actual: Picture, threshold = 0.2): number {
  const { width, height } = reference.metadata;
  return pixelmatchDiff(reference.data, actual.data, undefined, width, height, { threshold });
}

type ComparatorResult = { pass: boolean; diff: Uint8Array | null; message: string | null };

function sizeMismatch(reference: Picture, actual: Picture): ComparatorResult | undefined {
  const a = reference.metadata;
  const b = actual.metadata;
  if (a.width === b.width && a.height === b.height) return undefined;
  return {
    pass: false,
    diff: null,
    message: `Expected image dimensions to be ${a.width}×${a.height}px, but received ${b.width}×${b.height}px.`,
  };
}

/** The shift-tolerant count of two same-sized pictures, with the diff picture when asked for. */
function compareShiftTolerant(
  reference: Picture,
  actual: Picture,
  createDiff: boolean,
  options: ShiftTolerantOptions,
) {
  const { allowedMismatchedPixels, ...rest } = { ...shiftTolerantDefaults, ...options };
  const { width, height } = reference.metadata;
  const output = createDiff ? new Uint8Array(width * height * 4) : undefined;
  const changed = countShiftTolerantDifferences(reference.data, actual.data, width, height, rest, output);
  return { changed, output, allowedMismatchedPixels, rest };
}

/** The shape of vitest's custom comparators (browser.expect.toMatchScreenshot.comparators). */
type Comparator = (
  reference: Picture,
  actual: Picture,
  options: { createDiff: boolean } & ShiftTolerantOptions,
) => ComparatorResult;

/** vitest's custom comparator (browser.expect.toMatchScreenshot.comparators). */
export const shiftTolerant: Comparator = (reference, actual, { createDiff, ...options }) => {
  const mismatch = sizeMismatch(reference, actual);
  if (mismatch) return mismatch;
  const { changed, output, allowedMismatchedPixels, rest } = compareShiftTolerant(
    reference,
    actual,
    createDiff,
    options,
  );
  const pass = changed <= allowedMismatchedPixels;
  return {
    pass,
    diff: output ?? null,
    message: pass
      ? null
      : `${changed} pixels changed beyond a ${rest.shift}-pixel move (${allowedMismatchedPixels} allowed).`,
  };
};

/**
 * Measurement only (VISUAL_COMPARATOR=both, decision 0910): fails when either today's pixelmatch
 * setting or the shift-tolerant comparison fails and names both counts, so one run measures both.
 * With VISUAL_MEASURE_LOG=<file> every comparison with a baseline appends its two counts there.
 */
export const bothComparisons: Comparator = (reference, actual, { createDiff, ...options }) => {
  const mismatch = sizeMismatch(reference, actual);
  if (mismatch) return mismatch;
  const { changed, output, allowedMismatchedPixels } = compareShiftTolerant(
    reference,
    actual,
    createDiff,
    options,
  );
  const old = pixelmatchDifferences(reference, actual);
  const oldPass = old <= 0.001 * reference.metadata.width * reference.metadata.height;
  const newPass = changed <= allowedMismatchedPixels;
  if (createDiff && process.env.VISUAL_MEASURE_LOG)
    appendFileSync(process.env.VISUAL_MEASURE_LOG, `${JSON.stringify({ old, changed })}\n`);
  return {
    pass: newPass && oldPass,
    diff: output ?? null,
    message:
      newPass && oldPass
        ? null
        : `[both] pixelmatch 0.2: ${old} pixels (${oldPass ? 'pass' : 'FAIL'}); shift-tolerant: ${changed} pixels (${newPass ? 'pass' : 'FAIL'})`,
  };
};
