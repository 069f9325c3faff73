import { and, asc, eq, inArray, isNull, max, notInArray, or } from 'drizzle-orm';

import { isSameItemSet, refuseNewPortfolioItem, refusePortfolioImages } from '@lancer/api/rules/portfolio';
import { fileUrl } from '@lancer/api/rules/file-access';
import type { Portfolio, PortfolioImage, PortfolioItem } from '@lancer/api/schemas/review-portfolio';

import type { Executor } from '../db/client';
import { portfolioImages, portfolioItems, type PortfolioItemRow } from '../db/review-schema';
import { files } from '../db/schema';
import { users } from '../db/user-schema';
import { AppError, badRequest, conflict, notFound, refuse } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { newId } from '../lib/ids';
import { checkUpload, insertStoredFile } from '../files/stored-files';
import type { Services } from '../services';

/** A provider's portfolio (decision 1370), with the rules of rules/portfolio.ts. */

type ItemFields = { title: string; description: string; link: string; image_ids: string[] };

async function itemsOf(db: Executor, ownerId: string): Promise<PortfolioItem[]> {
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.ownerId, ownerId))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt));
  return views(db, rows);
}

async function views(db: Executor, rows: PortfolioItemRow[]): Promise<PortfolioItem[]> {
  const images = rows.length
    ? await db
        .select({
          id: portfolioImages.fileId,
          itemId: portfolioImages.itemId,
          size: portfolioImages.sizeBytes,
          mime: files.mime,
        })
        .from(portfolioImages)
        .innerJoin(files, eq(files.id, portfolioImages.fileId))
        .where(
          inArray(
            portfolioImages.itemId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(portfolioImages.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    images: images
      .filter((image) => image.itemId === row.id)
      .map((image) => ({
        id: image.id,
        url: fileUrl(image.id),
        content_type: image.mime,
        size_bytes: image.size,
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** fetchPortfolio: by FLID, as a guest sees it; a hidden profile is no such user (PROFILE-HIDE). */
export async function fetchPortfolio(services: Services, flid: string): Promise<Portfolio> {
  const [user] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.flid, flid), eq(users.profilePublic, true)))
    .limit(1);
  if (!user) throw notFound('User');
  return { items: await itemsOf(services.db, user.id) };
}

export async function fetchOwnPortfolio(services: Services, userId: string): Promise<Portfolio> {
  return { items: await itemsOf(services.db, userId) };
}

/** uploadPortfolioImage: an image told by its content, at most 10 MB; its uploader's until saved in an item. */
export async function uploadPortfolioImage(
  services: Services,
  userId: string,
  upload: UploadedFile,
): Promise<PortfolioImage> {
  const checked = checkUpload(services, upload, 'image-or-pdf');
  const { mime } = checked;
  if (!mime.startsWith('image/')) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  const size = upload.bytes.byteLength;
  const id = await services.db.transaction(async (tx) => {
    // Public from the upload on, as the profile shows it (FILE-ACCESS).
    const fileId = await insertStoredFile(tx, userId, upload, checked, { kind: 'portfolio', id: userId });
    await tx.insert(portfolioImages).values({ fileId, ownerId: userId, sizeBytes: size });
    return fileId;
  });
  return { id, url: fileUrl(id), content_type: mime, size_bytes: size };
}

/**
 * PORTFOLIO-OWN, then ties the images to the item in their order; the item's images it no longer
 * names are deleted with their bytes. A claim that misses (another item took the image meanwhile)
 * rolls the whole save back.
 */
async function attachImages(tx: Executor, userId: string, itemId: string, ids: string[]) {
  const found = ids.length
    ? await tx
        .select({
          fileId: portfolioImages.fileId,
          ownerId: portfolioImages.ownerId,
          itemId: portfolioImages.itemId,
        })
        .from(portfolioImages)
        .where(inArray(portfolioImages.fileId, ids))
    : [];
  refuse(refusePortfolioImages(ids, found, userId, itemId));
  const dropped = await tx
    .delete(portfolioImages)
    .where(
      and(
        eq(portfolioImages.itemId, itemId),
        ids.length ? notInArray(portfolioImages.fileId, ids) : undefined,
      ),
    )
    .returning({ fileId: portfolioImages.fileId });
  if (dropped.length)
    await tx.delete(files).where(
      inArray(
        files.id,
        dropped.map((row) => row.fileId),
      ),
    );
  for (const [position, fileId] of ids.entries()) {
    const claimed = await tx
      .update(portfolioImages)
      .set({ itemId, position })
      .where(
        and(
          eq(portfolioImages.fileId, fileId),
          eq(portfolioImages.ownerId, userId),
          or(isNull(portfolioImages.itemId), eq(portfolioImages.itemId, itemId)),
        ),
      )
      .returning({ fileId: portfolioImages.fileId });
    if (claimed.length === 0) throw conflict('This image belongs to another portfolio item');
  }
}

/**
 * The ids of the user's items, with the user's row locked for the transaction: one writer of a
 * portfolio at a time, so two racing adds cannot pass the limit together.
 */
async function lockedItemIds(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await tx
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(eq(portfolioItems.ownerId, userId));
  return rows.map((row) => row.id);
}

const linkOf = (link: string) => (link === '' ? null : link);

/** createPortfolioItem: at the end of the caller's portfolio, at most PORTFOLIO_MAX_ITEMS (PORTFOLIO-LIMITS). */
export async function createPortfolioItem(services: Services, userId: string, body: ItemFields) {
  const id = newId();
  await services.db.transaction(async (tx) => {
    refuse(refuseNewPortfolioItem((await lockedItemIds(tx, userId)).length));
    const [last] = await tx
      .select({ position: max(portfolioItems.position) })
      .from(portfolioItems)
      .where(eq(portfolioItems.ownerId, userId));
    await tx.insert(portfolioItems).values({
      id,
      ownerId: userId,
      title: body.title,
      description: body.description,
      link: linkOf(body.link),
      position: (last?.position ?? -1) + 1,
    });
    await attachImages(tx, userId, id, body.image_ids);
  });
  return itemById(services.db, id);
}

/** The item, locked for the change; only its owner reaches here (ACCESS-MATRIX, contract/review.ts). */
async function lockedItem(db: Executor, itemId: string) {
  const [item] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId)).for('update');
  if (!item) throw notFound('Portfolio item');
  return item;
}

async function itemById(db: Executor, itemId: string) {
  const rows = await db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId));
  return (await views(db, rows))[0]!;
}

/** updatePortfolioItem: the owner's item replaced (PORTFOLIO-OWN); images left out are deleted. */
export async function updatePortfolioItem(
  services: Services,
  userId: string,
  body: ItemFields & { id: string },
) {
  await services.db.transaction(async (tx) => {
    await lockedItem(tx, body.id);
    await attachImages(tx, userId, body.id, body.image_ids);
    await tx
      .update(portfolioItems)
      .set({
        title: body.title,
        description: body.description,
        link: linkOf(body.link),
        updatedAt: new Date(),
      })
      .where(eq(portfolioItems.id, body.id));
  });
  return itemById(services.db, body.id);
}

/** deletePortfolioItem: the owner's item with its images and their bytes (PORTFOLIO-OWN). */
export async function deletePortfolioItem(services: Services, userId: string, itemId: string) {
  await services.db.transaction(async (tx) => {
    await lockedItem(tx, itemId);
    await attachImages(tx, userId, itemId, []);
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, itemId));
  });
  return { ok: true as const };
}

/** reorderPortfolio: each of the caller's items named once, placed in the order given. */
export async function reorderPortfolio(services: Services, userId: string, ids: string[]) {
  await services.db.transaction(async (tx) => {
    if (!isSameItemSet(ids, await lockedItemIds(tx, userId)))
      throw badRequest('Name each of your portfolio items once', {
        ids: 'Name each of your portfolio items once',
      });
    for (const [position, id] of ids.entries())
      await tx.update(portfolioItems).set({ position }).where(eq(portfolioItems.id, id));
  });
  return fetchOwnPortfolio(services, userId);
}
