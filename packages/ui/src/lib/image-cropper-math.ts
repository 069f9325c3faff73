/**
 * The maths of the ImageCropper, free of the DOM so it can be unit-tested.
 *
 * A crop is resolution-free: `x` and `y` are the centre of the selected square as fractions of
 * the image's natural width and height (0.5, 0.5 is the middle), `zoom` is relative to "cover"
 * (1 = the image's short side just fills the square viewport; 2 = half of it does).
 */
export type ImageCrop = { x: number; y: number; zoom: number };

export type ImageSize = { width: number; height: number };

export type CropRect = { x: number; y: number; width: number; height: number };

/** Centred, zoomed out to cover: where every crop starts and where Home/0 returns. */
export const initialCrop: ImageCrop = { x: 0.5, y: 0.5, zoom: 1 };

export const minZoom = 1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** Scale from natural pixels to viewport pixels at zoom 1: the short side fills the viewport. */
export function coverScale(image: ImageSize, viewport: number): number {
  return viewport / Math.min(image.width, image.height);
}

/** Side of the selected square in natural pixels. */
export function visibleSide(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / zoom;
}

/**
 * Keeps the image covering the viewport: zoom between 1 (cover) and `maxZoom` (unbounded unless
 * given), and the centre far enough from each edge that the selected square stays inside the image.
 */
export function clampCrop(crop: ImageCrop, image: ImageSize, maxZoom = Number.POSITIVE_INFINITY): ImageCrop {
  const zoom = clamp(finiteOr(crop.zoom, minZoom), minZoom, Math.max(minZoom, maxZoom));
  const side = visibleSide(image, zoom);
  const halfX = side / 2 / image.width;
  const halfY = side / 2 / image.height;
  return {
    x: clamp(finiteOr(crop.x, 0.5), halfX, 1 - halfX),
    y: clamp(finiteOr(crop.y, 0.5), halfY, 1 - halfY),
    zoom,
  };
}

/**
 * Moves the image by (dx, dy) viewport widths, as a drag does: dragging right by half the
 * viewport shows what was left of the centre.
 */
export function panCrop(
  crop: ImageCrop,
  image: ImageSize,
  dx: number,
  dy: number,
  maxZoom = Number.POSITIVE_INFINITY,
): ImageCrop {
  const side = visibleSide(image, crop.zoom);
  return clampCrop(
    { ...crop, x: crop.x - (dx * side) / image.width, y: crop.y - (dy * side) / image.height },
    image,
    maxZoom,
  );
}

/**
 * Sets the zoom while the point at `focus` (fractions of the viewport, default its centre) stays
 * where it is, as under the mouse pointer for a wheel zoom.
 */
export function zoomCrop(
  crop: ImageCrop,
  image: ImageSize,
  zoom: number,
  focus: { x: number; y: number } = { x: 0.5, y: 0.5 },
  maxZoom = Number.POSITIVE_INFINITY,
): ImageCrop {
  const before = visibleSide(image, crop.zoom);
  const next = clampCrop({ ...crop, zoom }, image, maxZoom).zoom;
  const after = visibleSide(image, next);
  const shift = before - after;
  return clampCrop(
    {
      x: crop.x + ((focus.x - 0.5) * shift) / image.width,
      y: crop.y + ((focus.y - 0.5) * shift) / image.height,
      zoom: next,
    },
    image,
    maxZoom,
  );
}

/** The selected square in natural pixels, for `drawImage(image, x, y, width, height, ...)`. */
export function cropRect(crop: ImageCrop, image: ImageSize, maxZoom = Number.POSITIVE_INFINITY): CropRect {
  const { x, y, zoom } = clampCrop(crop, image, maxZoom);
  const side = visibleSide(image, zoom);
  return { x: x * image.width - side / 2, y: y * image.height - side / 2, width: side, height: side };
}

/**
 * Where the image sits in the viewport, in CSS percentages: its size relative to the viewport,
 * and a translation relative to itself that brings the crop's centre to the viewport's centre
 * (the image's top-left corner being at the viewport's centre).
 */
export function imageLayout(crop: ImageCrop, image: ImageSize) {
  const short = Math.min(image.width, image.height);
  return {
    width: (image.width / short) * crop.zoom * 100,
    height: (image.height / short) * crop.zoom * 100,
    translateX: -crop.x * 100,
    translateY: -crop.y * 100,
  };
}

export const sameCrop = (a: ImageCrop, b: ImageCrop) => a.x === b.x && a.y === b.y && a.zoom === b.zoom;
