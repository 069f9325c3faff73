import { sniffImageType } from '../../rules/file-type';
import { PORTFOLIO_IMAGE_MAX_BYTES, refusePortfolioEdit, refusePortfolioImages } from '../../rules/portfolio';
import type { Portfolio, PortfolioImage, PortfolioItem } from '../../schemas/review-portfolio';
import { demoPortfolio, demoPortfolioImages } from '../../schemas/review-portfolio-demo';
import { dataUrlOf, refuseMockUpload } from './files';
import type { MockDb, StoredPortfolioImage, StoredPortfolioItem } from './mock-db';
import { MockHttpError, refuse } from './mock-http-error';
import { newId, tick } from './store';

/** The portfolio in the mocks (decision 1370): the same rules as the server (rules/portfolio.ts). */

const imageView = ({ id, url, content_type, size_bytes }: StoredPortfolioImage): PortfolioImage => ({
  id,
  url,
  content_type,
  size_bytes,
});

export const portfolioItemView = (db: MockDb, item: StoredPortfolioItem): PortfolioItem => ({
  id: item.id,
  title: item.title,
  description: item.description,
  link: item.link,
  images: item.image_ids.flatMap((id) => (db.portfolioImages[id] ? [imageView(db.portfolioImages[id])] : [])),
  created_at: item.created_at,
  updated_at: item.updated_at,
});

export const portfolioItemsOf = (db: MockDb, ownerId: string) =>
  db.portfolioItems.filter((item) => item.owner_id === ownerId);

export const portfolioOf = (db: MockDb, ownerId: string): Portfolio => ({
  items: portfolioItemsOf(db, ownerId).map((item) => portfolioItemView(db, item)),
});

/** uploadPortfolioImage in the mocks: the server's checks (size, empty, an image by its content). */
export async function storeMockPortfolioImage(
  db: MockDb,
  ownerId: string,
  file: File,
): Promise<PortfolioImage> {
  refuseMockUpload(file, PORTFOLIO_IMAGE_MAX_BYTES);
  const type = sniffImageType(new Uint8Array(await file.arrayBuffer()));
  if (!type) throw new MockHttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  const id = newId('file');
  const stored: StoredPortfolioImage = {
    id,
    // A data URL: stories and the mock app show it with no file server.
    url: await dataUrlOf(new Blob([file], { type })),
    content_type: type,
    size_bytes: file.size,
    owner_id: ownerId,
    item_id: null,
  };
  db.portfolioImages[id] = stored;
  return imageView(stored);
}

/** PORTFOLIO-OWN: the item, when the caller owns it; throws the server's refusal otherwise. */
export function ownPortfolioItem(db: MockDb, itemId: string, userId: string) {
  const item = db.portfolioItems.find((candidate) => candidate.id === itemId);
  refuse(refusePortfolioEdit(item && { ownerId: item.owner_id }, userId));
  return item!;
}

/** PORTFOLIO-OWN for the images an item names, then ties them to it; images it no longer names go. */
export function attachMockPortfolioImages(
  db: MockDb,
  userId: string,
  item: StoredPortfolioItem,
  ids: string[],
) {
  const found = ids.flatMap((id) => {
    const image = db.portfolioImages[id];
    return image ? [{ fileId: id, ownerId: image.owner_id, itemId: image.item_id }] : [];
  });
  refuse(refusePortfolioImages(ids, found, userId, item.id));
  for (const id of item.image_ids) if (!ids.includes(id)) delete db.portfolioImages[id];
  for (const id of ids) db.portfolioImages[id]!.item_id = item.id;
  item.image_ids = [...ids];
}

/** A new item of these fields, without images yet (not stored). */
export function newMockPortfolioItem(
  db: MockDb,
  ownerId: string,
  fields: { title: string; description: string; link: string },
): StoredPortfolioItem {
  const at = tick(db);
  return {
    id: newId('portfolio'),
    owner_id: ownerId,
    title: fields.title,
    description: fields.description,
    link: fields.link || null,
    image_ids: [],
    created_at: at,
    updated_at: at,
  };
}

/**
 * The demo provider's three items with their mock-ups (schemas/review-portfolio-demo.ts), as the
 * server's seed gives them to Ada: stories add them per story, `count` of them.
 */
export function seedMockPortfolio(db: MockDb, ownerId: string, count = demoPortfolio.length) {
  for (const demo of demoPortfolio.slice(0, count)) {
    const item = newMockPortfolioItem(db, ownerId, demo);
    for (const name of demo.images) {
      const id = newId('file');
      const base64 = demoPortfolioImages[name];
      db.portfolioImages[id] = {
        id,
        url: `data:image/png;base64,${base64}`,
        content_type: 'image/png',
        size_bytes: atob(base64).length,
        owner_id: ownerId,
        item_id: item.id,
      };
      item.image_ids.push(id);
    }
    db.portfolioItems.push(item);
  }
}
