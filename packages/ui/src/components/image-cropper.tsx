import { cva, type VariantProps } from 'class-variance-authority';
import { ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import {
  clampCrop,
  cropRect,
  imageLayout,
  initialCrop,
  minZoom,
  panCrop,
  sameCrop,
  zoomCrop,
  type ImageCrop,
  type ImageSize,
} from '../lib/image-cropper-math';
import { Slider } from './slider';
import { useUiTexts } from './ui-texts';

export type { ImageCrop } from '../lib/image-cropper-math';

export const imageCropperVariants = cva(
  'group/viewport relative shrink-0 cursor-grab touch-none overflow-hidden rounded-lg border bg-muted outline-none select-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[dragging]:cursor-grabbing',
  {
    variants: {
      size: { sm: 'size-40', md: 'size-64', lg: 'size-80' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Round: the corners outside the avatar's circle are washed out, still visible for context. */
const maskVariants = cva('pointer-events-none absolute inset-0', {
  variants: {
    shape: {
      square: '',
      round: 'rounded-full ring-1 ring-background/80 outline-[100vmax] outline-background/70 outline-solid',
    },
  },
  defaultVariants: { shape: 'square' },
});

export type ImageCropperLabels = {
  /** Accessible name of the crop area. */
  area?: string;
  /** Read after the name: what the pointer and the keys do. */
  instructions?: string;
  /** Name of the zoom slider, also shown beside it. */
  zoom?: string;
};

export type ImageCropperProps = Omit<React.ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange'> &
  VariantProps<typeof imageCropperVariants> &
  VariantProps<typeof maskVariants> & {
    /** The picture to crop: a URL, an object URL or a data URL. */
    src: string;
    /** Controlled crop; pair with onCropChange. */
    crop?: ImageCrop;
    /** Starting crop when uncontrolled; centred at cover zoom otherwise. */
    defaultCrop?: ImageCrop;
    /** Every change, already clamped so the picture covers the square. */
    onCropChange?: (crop: ImageCrop) => void;
    /** Largest zoom, relative to cover (1). */
    maxZoom?: number;
    disabled?: boolean;
    labels?: ImageCropperLabels;
  };

/** Arrow keys move by this share of the viewport; with Shift by the larger one. */
const panStep = { small: 0.05, large: 0.25 };
const zoomStep = 0.1;
/** Wheel zoom factor per pixel of scroll (a line counts as ~20 px). */
const wheelSpeed = 0.002;

/**
 * Draws the crop to a square canvas of `size` pixels; call `toBlob(..., 'image/png')` on it for a
 * file. The image must be loaded (its natural size known).
 */
export function cropToCanvas(
  image: HTMLImageElement,
  crop: ImageCrop,
  size = 400,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): HTMLCanvasElement {
  const rect = cropRect(crop, { width: image.naturalWidth, height: image.naturalHeight });
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size, size);
  }
  return canvas;
}

type Point = { x: number; y: number };

const centroid = (points: Iterable<Point>) => {
  const all = [...points];
  return {
    x: all.reduce((sum, p) => sum + p.x, 0) / all.length,
    y: all.reduce((sum, p) => sum + p.y, 0) / all.length,
  };
};

const spread = (points: Iterable<Point>) => {
  const [a, b] = [...points];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/**
 * Square viewport over a picture, for an avatar: drag (mouse, pen or touch; pinch zooms) to pan,
 * zoom with the slider or the wheel, or focus it and use the keys. The picture always covers the
 * square. Render the result with `cropToCanvas`.
 */
export function ImageCropper({
  src,
  crop,
  defaultCrop = initialCrop,
  onCropChange,
  maxZoom = 3,
  disabled = false,
  size,
  shape,
  labels = {},
  className,
  ...props
}: ImageCropperProps) {
  const texts = useUiTexts();
  const descriptionId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(defaultCrop);
  const [loaded, setLoaded] = useState<(ImageSize & { src: string }) | null>(null);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ crop: ImageCrop; centre: Point; spread: number; rect: DOMRect } | null>(null);

  const natural = loaded?.src === src ? loaded : null;
  const current = natural ? clampCrop(crop ?? own, natural, maxZoom) : (crop ?? own);
  const active = natural !== null && !disabled;

  const update = (next: ImageCrop) => {
    if (!natural || disabled) return;
    const clamped = clampCrop(next, natural, maxZoom);
    if (sameCrop(clamped, current)) return;
    if (crop === undefined) setOwn(clamped);
    onCropChange?.(clamped);
  };

  // The wheel must be able to cancel scrolling, which React's passive listener cannot. The handler
  // is swapped in during commit (layout effect): a wheel right after the picture loads already zooms.
  const onWheel = useRef<(event: WheelEvent) => void>(() => undefined);
  useLayoutEffect(() => {
    onWheel.current = (event) => {
      if (!natural || disabled) return;
      event.preventDefault();
      const rect = viewportRef.current?.getBoundingClientRect();
      const focus =
        rect && rect.width > 0
          ? { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height }
          : undefined;
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 20 : event.deltaY;
      update(zoomCrop(current, natural, current.zoom * Math.exp(-pixels * wheelSpeed), focus, maxZoom));
    };
  });
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const listener = (event: WheelEvent) => onWheel.current(event);
    viewport.addEventListener('wheel', listener, { passive: false });
    return () => viewport.removeEventListener('wheel', listener);
  }, []);

  /** (Re)starts a gesture from the pointers now down, so lifting one finger of two does not jump. */
  const startGesture = (viewport: HTMLElement) => {
    gesture.current = {
      crop: current,
      centre: centroid(pointers.current.values()),
      spread: spread(pointers.current.values()),
      rect: viewport.getBoundingClientRect(),
    };
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!active || (event.pointerType === 'mouse' && event.button !== 0)) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer cannot be captured; moves still arrive on the viewport.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    startGesture(event.currentTarget);
    setDragging(true);
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    if (!natural || !start || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = centroid(pointers.current.values());
    const width = start.rect.width || 1;
    let next = start.crop;
    const pinch = spread(pointers.current.values());
    if (start.spread > 0 && pinch > 0) {
      const focus = {
        x: (start.centre.x - start.rect.left) / width,
        y: (start.centre.y - start.rect.top) / width,
      };
      next = zoomCrop(next, natural, next.zoom * (pinch / start.spread), focus, maxZoom);
    }
    update(
      panCrop(next, natural, (now.x - start.centre.x) / width, (now.y - start.centre.y) / width, maxZoom),
    );
  };

  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0) {
      startGesture(event.currentTarget);
      return;
    }
    gesture.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!natural || disabled) return;
    const step = event.shiftKey ? panStep.large : panStep.small;
    // Whole hundredths, so the slider reads 1.2 and not 1.2000000000000002.
    const zoomBy = (delta: number) =>
      zoomCrop(current, natural, Math.round((current.zoom + delta) * 100) / 100, undefined, maxZoom);
    const moves: Record<string, () => ImageCrop> = {
      ArrowLeft: () => panCrop(current, natural, -step, 0, maxZoom),
      ArrowRight: () => panCrop(current, natural, step, 0, maxZoom),
      ArrowUp: () => panCrop(current, natural, 0, -step, maxZoom),
      ArrowDown: () => panCrop(current, natural, 0, step, maxZoom),
      '+': () => zoomBy(zoomStep),
      '=': () => zoomBy(zoomStep),
      '-': () => zoomBy(-zoomStep),
      Home: () => initialCrop,
      '0': () => initialCrop,
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    update(move());
  };

  const layout = natural ? imageLayout(current, natural) : null;
  const zoomLabel = labels.zoom ?? texts.imageCropper.zoom;

  return (
    <div data-slot="image-cropper" className={cn('flex w-fit flex-col gap-3', className)} {...props}>
      <div
        ref={viewportRef}
        data-slot="image-cropper-viewport"
        data-shape={shape ?? 'square'}
        data-size={size ?? 'md'}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        role="application"
        aria-label={labels.area ?? texts.imageCropper.area}
        aria-describedby={descriptionId}
        aria-disabled={disabled || undefined}
        aria-busy={natural ? undefined : true}
        tabIndex={disabled ? -1 : 0}
        className={imageCropperVariants({ size })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        <img
          data-slot="image-cropper-image"
          src={src}
          alt=""
          draggable={false}
          onLoad={(event) =>
            setLoaded({
              src,
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          className={cn(
            'absolute top-1/2 left-1/2 max-w-none transition-[transform,width,height] duration-150 ease-out group-data-[dragging]/viewport:transition-none motion-reduce:transition-none',
            !layout && 'invisible',
          )}
          style={
            layout
              ? {
                  width: `${layout.width}%`,
                  height: `${layout.height}%`,
                  transform: `translate(${layout.translateX}%, ${layout.translateY}%)`,
                }
              : undefined
          }
        />
        <div data-slot="image-cropper-mask" aria-hidden className={maskVariants({ shape })} />
      </div>
      <p id={descriptionId} className="sr-only">
        {labels.instructions ?? texts.imageCropper.instructions}
      </p>
      <div data-slot="image-cropper-zoom" className="flex items-center gap-2">
        <span aria-hidden className="shrink-0 text-sm font-medium whitespace-nowrap">
          {zoomLabel}
        </span>
        <ZoomOutIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <Slider
          label={zoomLabel}
          valueText={(zoom) => `${Math.round(zoom * 100)}%`}
          min={minZoom}
          max={maxZoom}
          step={0.01}
          value={[current.zoom]}
          disabled={!active}
          onValueChange={([zoom]) => {
            if (natural && zoom !== undefined) update(zoomCrop(current, natural, zoom, undefined, maxZoom));
          }}
        />
        <ZoomInIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </div>
    </div>
  );
}
