import { fileLinkExpiry, fileLinkPayload, signedFileUrl, storedFileId } from '../../rules/file-access';

/**
 * Signed links to private files in the mocks (FILE-ACCESS), shaped as the server's. The mocks
 * hold no secret worth keeping: a keyed 64-bit hash stands in for the server's HMAC, so a changed
 * or expired link is refused alike, synchronously inside the views.
 */
const MOCK_KEY = 'lancer mock file links';

function keyedHash(text: string) {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (const char of `${MOCK_KEY}|${text}`) {
    const code = char.charCodeAt(0);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (second >>> 0).toString(16).padStart(8, '0') + (first >>> 0).toString(16).padStart(8, '0');
}

/** A stored file's URL signed for the caller of this answer (10 to 15 minutes); any other URL as it is. */
export function signMockFileUrl(url: string, nowMs = Date.now()) {
  const fileId = storedFileId(url);
  if (!fileId) return url;
  const expires = fileLinkExpiry(nowMs);
  return signedFileUrl(fileId, expires, keyedHash(fileLinkPayload(fileId, expires)));
}

/** The seconds a link has left, or null when it is expired or its signature is not the mocks'. */
export function mockFileLinkSecondsLeft(
  fileId: string,
  link: { expires: string | null; signature: string | null },
  nowMs = Date.now(),
) {
  const expires = Number(link.expires);
  if (!link.signature || !Number.isSafeInteger(expires)) return null;
  const left = expires - Math.floor(nowMs / 1000);
  if (left <= 0) return null;
  return link.signature === keyedHash(fileLinkPayload(fileId, expires)) ? left : null;
}
