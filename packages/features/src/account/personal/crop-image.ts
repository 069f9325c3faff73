/** Photo types the server accepts (it checks the content again). */
export const acceptedPhotoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const isAcceptedPhoto = (file: Blob) => (acceptedPhotoTypes as readonly string[]).includes(file.type);

/**
 * The canvas as a PNG, encoded at once. Not `toBlob`: Chromium encodes for it only when the page is
 * idle, and on a busy page (a loaded machine, a play polling the page) starts after a 1 s timeout,
 * and an encode begun in an idle moment may wait up to 5 s more: the upload stalled before its call
 * was made (Personal "Photo Refused By Server" in CI).
 */
export function canvasToPng(canvas: HTMLCanvasElement): Blob {
  const dataUrl = canvas.toDataURL('image/png');
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))], { type: 'image/png' });
}
