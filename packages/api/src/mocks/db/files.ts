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
