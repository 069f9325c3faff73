import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import zh from '../locales/zh.json';
import { cropToCanvas, ImageCropper, type ImageCrop, type ImageCropperProps } from './image-cropper';

/** A 480 × 320 landscape drawn here, so no story loads anything from the network. */
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
<rect width="480" height="320" fill="url(#sky)"/>
<circle cx="400" cy="70" r="34" fill="#fbbf24"/>
<path d="M0 250 Q120 170 240 240 T480 220 V320 H0Z" fill="#4ade80"/>
<path d="M0 290 Q160 240 320 290 T480 280 V320 H0Z" fill="#16a34a"/>
<circle cx="300" cy="150" r="44" fill="#f5d0a9"/>
<path d="M256 140 Q300 80 344 140 Q330 110 300 108 Q270 110 256 140Z" fill="#78350f"/>
<circle cx="285" cy="148" r="5" fill="#1f2937"/><circle cx="315" cy="148" r="5" fill="#1f2937"/>
<path d="M286 172 Q300 182 314 172" stroke="#1f2937" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M220 320 Q220 210 300 205 Q380 210 380 320Z" fill="#6366f1"/>
</svg>`;
const photo = `data:image/svg+xml,${encodeURIComponent(scene)}`;

const meta = {
  title: 'UI/ImageCropper',
  component: ImageCropper,
  args: { src: photo, onCropChange: fn() },
} satisfies Meta<typeof ImageCropper>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The viewport once its picture has loaded (the crop maths needs the natural size). */
async function loadedViewport(canvasElement: HTMLElement, name: string | RegExp = 'Photo crop area') {
  const viewport = within(canvasElement).getByRole('application', { name });
  await waitFor(() => expect(viewport).not.toHaveAttribute('aria-busy'));
  return viewport;
}

/** Controlled, with the square drawn by cropToCanvas beside it, as the avatar uploader does. */
function CropWithPreview({ onCropChange, ...props }: ImageCropperProps) {
  const [crop, setCrop] = useState<ImageCrop>({ x: 0.5, y: 0.5, zoom: 1 });
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    const next = new Image();
    next.onload = () => setImage(next);
    next.src = props.src;
  }, [props.src]);
  const preview = useMemo(
    () => (image ? cropToCanvas(image, crop, 192).toDataURL('image/png') : null),
    [image, crop],
  );
  return (
    <div className="flex items-start gap-6">
      <ImageCropper
        {...props}
        crop={crop}
        onCropChange={(next) => {
          setCrop(next);
          onCropChange?.(next);
        }}
      />
      {preview ? (
        <img
          src={preview}
          alt="Cropped result"
          width={96}
          height={96}
          className="size-24 rounded-full border"
        />
      ) : null}
    </div>
  );
}

export const Default: Story = {
  render: (args) => <CropWithPreview {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loadedViewport(canvasElement);
    const preview = await canvas.findByRole<HTMLImageElement>('img', { name: 'Cropped result' });
    await waitFor(() => expect(preview.naturalWidth).toBe(192));
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuenow', '1');
    const before = preview.src;
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({ x: 0.5, y: 0.5, zoom: 1.01 });
    await waitFor(() => expect(preview.src).not.toBe(before));
    zoom.blur();
  },
};

export const Round: Story = {
  args: { shape: 'round', size: 'lg' },
  play: async ({ canvasElement, args }) => {
    const viewport = await loadedViewport(canvasElement);
    await expect(viewport).toHaveAttribute('data-shape', 'round');
    await expect(viewport.querySelector('[data-slot="image-cropper-mask"]')).toHaveClass('rounded-full');
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({ x: 0.5, y: 0.5, zoom: 1 });
    viewport.blur();
  },
};

/** Starts zoomed in on the face; the wheel zooms further about the pointer. */
export const Zoomed: Story = {
  args: { defaultCrop: { x: 0.62, y: 0.45, zoom: 2 }, shape: 'round' },
  play: async ({ canvasElement, args }) => {
    const viewport = await loadedViewport(canvasElement);
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    // Screen readers hear the zoom as a percentage, not a bare factor.
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuetext',
      '200%',
    );
    const rect = viewport.getBoundingClientRect();
    const wheel = new WheelEvent('wheel', {
      deltaY: -100,
      clientX: rect.left + rect.width / 2,
      clientY: rect.top + rect.height / 2,
      bubbles: true,
      cancelable: true,
    });
    viewport.dispatchEvent(wheel);
    // The page does not scroll; the zoom grows by e^0.2 about the centre.
    await expect(wheel.defaultPrevented).toBe(true);
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: expect.closeTo(0.62),
      y: expect.closeTo(0.45),
      zoom: expect.closeTo(2 * Math.exp(0.2)),
    });
  },
};

/** The 480 × 320 picture at cover zoom shows a 320 px square: a step of 5 % moves 16 px. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const viewport = await loadedViewport(canvasElement);
    await expect(viewport).toHaveAccessibleDescription(/arrow keys/);
    await userEvent.tab();
    await expect(viewport).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: expect.closeTo(0.5 - 16 / 480),
      y: 0.5,
      zoom: 1,
    });
    await userEvent.keyboard('+');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: expect.closeTo(0.5 - 16 / 480),
      y: 0.5,
      zoom: expect.closeTo(1.1),
    });
    // Shift moves further; the picture still covers the square, so the move stops at the edge.
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: expect.closeTo(0.5 - 16 / 480),
      y: expect.closeTo(0.5 / 1.1),
      zoom: expect.closeTo(1.1),
    });
    await userEvent.keyboard('=');
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuenow',
      '1.2',
    );
    await userEvent.keyboard('-0');
    await expect(args.onCropChange).toHaveBeenLastCalledWith({ x: 0.5, y: 0.5, zoom: 1 });
  },
};

/** A mouse drag pans; so does a finger (touch pointer events). At zoom 2 the square is 160 px. */
export const Drag: Story = {
  args: { defaultCrop: { x: 0.5, y: 0.5, zoom: 2 } },
  play: async ({ canvasElement, args }) => {
    const viewport = await loadedViewport(canvasElement);
    const rect = viewport.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    // An eighth of the 256 px viewport to the right: the picture follows, showing 20 px more on the left.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: viewport, coords: { clientX: x, clientY: y } },
      { target: viewport, coords: { clientX: x + 32, clientY: y } },
      { keys: '[/MouseLeft]', target: viewport, coords: { clientX: x + 32, clientY: y } },
    ]);
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: expect.closeTo(0.5 - 20 / 480),
      y: 0.5,
      zoom: 2,
    });
    await expect(viewport).not.toHaveAttribute('data-dragging');

    const touch = (type: string, clientY: number) =>
      viewport.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          clientX: x,
          clientY,
          bubbles: true,
        }),
      );
    touch('pointerdown', y);
    touch('pointermove', y - 32);
    await waitFor(() => expect(viewport).toHaveAttribute('data-dragging'));
    touch('pointermove', y - 64);
    touch('pointerup', y - 64);
    // A quarter of the viewport up: 40 px further down the picture.
    await expect(args.onCropChange).toHaveBeenLastCalledWith({
      x: expect.closeTo(0.5 - 20 / 480),
      y: expect.closeTo(0.5 + 40 / 320),
      zoom: 2,
    });
    await waitFor(() => expect(viewport).not.toHaveAttribute('data-dragging'));
    viewport.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const viewport = await loadedViewport(canvasElement);
    await expect(viewport).toHaveAttribute('aria-disabled', 'true');
    await expect(viewport).toHaveAttribute('tabindex', '-1');
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}+');
    await expect(args.onCropChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'data-disabled',
    );
    viewport.blur();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { labels: zh.imageCropper, shape: 'round' },
  play: async ({ canvasElement }) => {
    const viewport = await loadedViewport(canvasElement, '照片裁剪区域');
    await expect(viewport).toHaveAccessibleDescription(/方向键/);
    await expect(within(canvasElement).getByRole('slider', { name: '缩放' })).toBeVisible();
    await expect(within(canvasElement).getByText('缩放')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { shape: 'round', defaultCrop: { x: 0.6, y: 0.5, zoom: 1.5 } },
  play: async ({ canvasElement }) => {
    await loadedViewport(canvasElement);
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuenow',
      '1.5',
    );
  },
};
