import { describe, expect, it } from 'vitest';

import {
  clampCrop,
  coverScale,
  cropRect,
  imageLayout,
  initialCrop,
  panCrop,
  visibleSide,
  zoomCrop,
} from './image-cropper-math';

// A landscape photo, 1200 × 800 natural pixels: the short side is the height.
const landscape = { width: 1200, height: 800 };
const portrait = { width: 600, height: 900 };

describe('cover zoom', () => {
  it('scales the short side to the viewport at zoom 1', () => {
    expect(coverScale(landscape, 400)).toBe(0.5);
    expect(coverScale(portrait, 300)).toBe(0.5);
    expect(visibleSide(landscape, 1)).toBe(800);
    expect(visibleSide(landscape, 2)).toBe(400);
  });

  it('never zooms out past cover, nor in past the maximum', () => {
    expect(clampCrop({ ...initialCrop, zoom: 0.5 }, landscape).zoom).toBe(1);
    expect(clampCrop({ ...initialCrop, zoom: 9 }, landscape, 4).zoom).toBe(4);
    expect(clampCrop({ ...initialCrop, zoom: Number.NaN }, landscape).zoom).toBe(1);
  });
});

describe('clampCrop', () => {
  it('keeps the selected square inside the image', () => {
    // At zoom 1 the square is 800 px: the centre may move 400 px from either side, not vertically.
    expect(clampCrop({ x: 0, y: 0, zoom: 1 }, landscape)).toEqual({ x: 1 / 3, y: 0.5, zoom: 1 });
    expect(clampCrop({ x: 1, y: 1, zoom: 1 }, landscape)).toEqual({
      x: expect.closeTo(2 / 3),
      y: 0.5,
      zoom: 1,
    });
    // At zoom 2 (400 px square) the centre stays 200 px from each edge.
    expect(clampCrop({ x: 0, y: 1, zoom: 2 }, landscape)).toEqual({ x: 200 / 1200, y: 600 / 800, zoom: 2 });
  });

  it('leaves a valid crop alone', () => {
    const crop = { x: 0.4, y: 0.55, zoom: 1.5 };
    expect(clampCrop(crop, landscape)).toEqual(crop);
  });
});

describe('cropRect', () => {
  it('is the centred short-side square at zoom 1', () => {
    expect(cropRect(initialCrop, landscape)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(cropRect(initialCrop, portrait)).toEqual({ x: 0, y: 150, width: 600, height: 600 });
  });

  it('follows the centre and the zoom in natural pixels', () => {
    expect(cropRect({ x: 0.25, y: 0.25, zoom: 2 }, landscape)).toEqual({
      x: 100,
      y: 0,
      width: 400,
      height: 400,
    });
  });

  it('clamps before measuring', () => {
    expect(cropRect({ x: 0, y: 0, zoom: 10 }, landscape, 4)).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });
});

describe('panCrop', () => {
  it('moves the image with the pointer, in viewport widths', () => {
    const zoomed = { x: 0.5, y: 0.5, zoom: 2 };
    // Dragging right by a quarter of the viewport (100 of 400 natural px) shows what was left.
    expect(panCrop(zoomed, landscape, 0.25, 0)).toEqual({ x: 0.5 - 100 / 1200, y: 0.5, zoom: 2 });
    expect(panCrop(zoomed, landscape, 0, -0.25)).toEqual({ x: 0.5, y: 0.5 + 100 / 800, zoom: 2 });
  });

  it('stops at the edges', () => {
    expect(panCrop(initialCrop, landscape, 0, 5).y).toBe(0.5);
    expect(panCrop(initialCrop, landscape, 5, 0).x).toBe(1 / 3);
  });
});

describe('zoomCrop', () => {
  it('zooms about the centre by default', () => {
    expect(zoomCrop(initialCrop, landscape, 2)).toEqual({ x: 0.5, y: 0.5, zoom: 2 });
  });

  it('keeps the point under the focus still', () => {
    const focus = { x: 0.75, y: 0.25 };
    const before = { x: 0.5, y: 0.5, zoom: 2 };
    const after = zoomCrop(before, landscape, 4, focus, 4);
    // The natural pixel under the focus, before and after.
    const under = (crop: typeof before) => ({
      x: crop.x * 1200 + (focus.x - 0.5) * visibleSide(landscape, crop.zoom),
      y: crop.y * 800 + (focus.y - 0.5) * visibleSide(landscape, crop.zoom),
    });
    expect(after.zoom).toBe(4);
    expect(under(after).x).toBeCloseTo(under(before).x);
    expect(under(after).y).toBeCloseTo(under(before).y);
  });

  it('clamps the zoom and the pan it causes', () => {
    expect(zoomCrop({ x: 0.2, y: 0.5, zoom: 3 }, landscape, 0.1)).toEqual({ x: 1 / 3, y: 0.5, zoom: 1 });
  });
});

describe('imageLayout', () => {
  it('sizes the image to cover the viewport and centres the crop', () => {
    expect(imageLayout(initialCrop, landscape)).toEqual({
      width: 150,
      height: 100,
      translateX: -50,
      translateY: -50,
    });
    expect(imageLayout({ x: 0.25, y: 0.5, zoom: 2 }, portrait)).toEqual({
      width: 200,
      height: 300,
      translateX: -25,
      translateY: -50,
    });
  });
});
