import { conflict, forbidden, notFound, type Refusal } from './refusal';

/**
 * A provider's portfolio on the public profile (decision 1370), with Upwork's limits: an item has a
 * title of at most 70 characters, a description of at most 600, up to 10 images (PNG, JPEG, GIF or
 * WebP, at most 10 MB each, told by their content) and an optional http(s) link. A provider shows
 * at most 20 items. The server (review/portfolio-service.ts) and the mocks decide with these.
 */
export const PORTFOLIO_MAX_ITEMS = 20;
export const PORTFOLIO_MAX_IMAGES = 10;
export const PORTFOLIO_TITLE_MAX = 70;
export const PORTFOLIO_DESCRIPTION_MAX = 600;
export const PORTFOLIO_LINK_MAX = 2_000;
export const PORTFOLIO_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** What the image picker offers; the server decides by the content. */
export const PORTFOLIO_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** PORTFOLIO-LINK: an absolute http:// or https:// address (never javascript:, data: or a bare word). */
export function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** PORTFOLIO-LIMITS: a new item is refused once the provider shows PORTFOLIO_MAX_ITEMS. */
export const refuseNewPortfolioItem = (itemCount: number): Refusal | null =>
  itemCount >= PORTFOLIO_MAX_ITEMS
    ? conflict(`A portfolio holds at most ${PORTFOLIO_MAX_ITEMS} items: delete one to add another`)
    : null;

/** PORTFOLIO-OWN: only the provider who added an item changes, reorders or deletes it. */
export function refusePortfolioEdit(item: { ownerId: string } | undefined, userId: string): Refusal | null {
  if (!item) return notFound('Portfolio item');
  return item.ownerId === userId ? null : forbidden('Only its owner can change a portfolio item');
}

/**
 * PORTFOLIO-OWN: an item shows only its owner's own portfolio uploads (an unknown image or someone
 * else's is 404, as if it did not exist), each in one item at most (409), once.
 */
export function refusePortfolioImages(
  imageIds: readonly string[],
  found: readonly { fileId: string; ownerId: string; itemId: string | null }[],
  userId: string,
  itemId: string | null,
): Refusal | null {
  for (const id of imageIds) {
    const image = found.find((candidate) => candidate.fileId === id);
    if (!image || image.ownerId !== userId) return notFound('Image');
    if (image.itemId && image.itemId !== itemId)
      return conflict('This image belongs to another portfolio item');
  }
  if (new Set(imageIds).size !== imageIds.length) return conflict('An image shows once in an item');
  return null;
}

/** A reorder names each of the owner's items once: the ids as stored, in any order. */
export const isSameItemSet = (ids: readonly string[], stored: readonly string[]) =>
  ids.length === stored.length && new Set(ids).size === ids.length && stored.every((id) => ids.includes(id));
