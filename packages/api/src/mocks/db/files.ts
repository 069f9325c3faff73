import { MockHttpError } from './mock-http-error';

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The image MIME type of a file name, or null when it is not an accepted image. */
export const imageTypeOf = (filename: string) =>
  imageTypes[filename.split('.').pop()?.toLowerCase() ?? ''] ?? null;

export async function dataUrlOf(file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** The server's first checks of an upload (files/stored-files.ts): not larger than `maxBytes`, not empty. */
export function refuseMockUpload(file: Blob, maxBytes: number) {
  if (file.size > maxBytes)
    throw new MockHttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  if (file.size === 0)
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'The file is empty', { file: 'The file is empty' });
}
