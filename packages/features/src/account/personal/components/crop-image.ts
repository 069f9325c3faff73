/** Photo types the server accepts (it checks the content again). */
export const acceptedPhotoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const isAcceptedPhoto = (file: Blob) => (acceptedPhotoTypes as readonly string[]).includes(file.type);

/** Square crop from the centre: `zoom` 1 keeps the whole short side, 3 keeps a third of it. */
export function cropSquare(image: HTMLImageElement, zoom: number, size = 400): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const side = Math.min(image.naturalWidth, image.naturalHeight) / zoom;
  const x = (image.naturalWidth - side) / 2;
  const y = (image.naturalHeight - side) / 2;
  canvas.getContext('2d')?.drawImage(image, x, y, side, side, 0, 0, size, size);
  return canvas;
}

export const canvasToPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      'image/png',
    ),
  );
