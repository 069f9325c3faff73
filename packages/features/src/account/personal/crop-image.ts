/** Photo types the server accepts (it checks the content again). */
export const acceptedPhotoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const isAcceptedPhoto = (file: Blob) => (acceptedPhotoTypes as readonly string[]).includes(file.type);

export const canvasToPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      'image/png',
    ),
  );
