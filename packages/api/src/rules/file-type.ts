/** The image type told by the file's first bytes (never by its name), or null. */
export function sniffImageType(
  bytes: Uint8Array,
): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const isPdf = (bytes: Uint8Array) =>
  bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
/** Plain text (notes, CSV, markdown): valid UTF-8 without NUL bytes. */
const isText = (bytes: Uint8Array) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The stored type of an uploaded file, told by its content, never its name: images, PDF, plain
 * text and zip (office documents are zips); null for anything else ("Unsupported file type").
 * The server and the mocks both ask this.
 */
export function sniffFileType(bytes: Uint8Array, allow: 'any' | 'image-or-pdf' = 'any') {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (isPdf(bytes)) return 'application/pdf';
  if (allow === 'image-or-pdf') return null;
  if (isZip(bytes)) return 'application/zip';
  if (isText(bytes)) return 'text/plain; charset=utf-8';
  return null;
}
