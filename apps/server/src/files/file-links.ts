import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { fileLinkExpiry, fileLinkPayload, signedFileUrl, storedFileId } from '@lancer/api/rules/file-access';

/**
 * Signed links to private files (FILE-ACCESS): HMAC-SHA256 over the file id and the expiry with a
 * key derived from the server's token secret, so every instance of one deployment signs alike.
 * A random key until the app sets it: links then hold within the process only.
 */
let key: Buffer = randomBytes(32);

export function setFileLinkSecret(secret: string) {
  key = createHmac('sha256', secret).update('lancer file links').digest();
}

const signatureOf = (fileId: string, expires: number) =>
  createHmac('sha256', key).update(fileLinkPayload(fileId, expires)).digest('base64url');

/** A stored file's URL as an answer carries it for a caller allowed to open it: signed, for 10-15 minutes. */
export function signFileUrl(url: string, nowMs = Date.now()): string {
  const fileId = storedFileId(url);
  if (!fileId) return url;
  const expires = fileLinkExpiry(nowMs);
  return signedFileUrl(fileId, expires, signatureOf(fileId, expires));
}

/** The seconds a signed link has left, or null when it is expired, malformed or its signature is not ours. */
export function fileLinkSecondsLeft(
  fileId: string,
  link: { expires?: string; signature?: string },
  nowMs = Date.now(),
): number | null {
  const expires = Number(link.expires);
  if (!link.signature || !Number.isSafeInteger(expires)) return null;
  const left = expires - Math.floor(nowMs / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signatureOf(fileId, expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}
