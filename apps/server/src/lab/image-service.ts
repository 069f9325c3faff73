import { desc, eq } from 'drizzle-orm';

import { labImages } from '../db/lab-schema';
import { files } from '../db/schema';
import { fileUrl } from '@lancer/api/rules/file-access';

import { signFileUrl } from '../files/file-links';
import { newId } from '../lib/ids';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';

type ImageSize = '256x256' | '512x512' | '1024x1024';

const toImage = (row: typeof labImages.$inferSelect) => ({
  id: row.id,
  // Its maker's alone (FILE-ACCESS): signed for them in each answer.
  url: signFileUrl(fileUrl(row.fileId)),
  prompt: row.prompt,
  size: row.size,
  created_at: iso(row.createdAt),
});

/**
 * Images through the endpoint's /images/generations (OpenAI protocol, b64_json), stored as mine
 * like photos: the bytes in files, served from /api/files/<id>. Nothing is stored when the
 * endpoint fails (AI_NOT_CONFIGURED 503, AI_FAILED 502/504 from the provider).
 */
export async function generateImage(
  services: Services,
  userId: string,
  input: { prompt: string; size: ImageSize; count: number },
) {
  const generated = await services.ai.generateImages(input);
  const start = Date.now();
  const rows = await services.db.transaction(async (tx) => {
    const stored: Array<typeof labImages.$inferSelect> = [];
    // The first image is the newest: listed first, as the screen shows what it just made.
    for (const [index, image] of generated.slice(0, input.count).entries()) {
      const fileId = newId();
      await tx.insert(files).values({
        id: fileId,
        ownerId: userId,
        mime: image.mime,
        bytes: image.bytes,
        subjectKind: 'generated-image',
        subjectId: userId,
      });
      const [row] = await tx
        .insert(labImages)
        .values({
          id: newId(),
          ownerId: userId,
          fileId,
          prompt: input.prompt,
          size: input.size,
          createdAt: new Date(start - index),
        })
        .returning();
      stored.push(row!);
    }
    return stored;
  });
  return { images: rows.map(toImage) };
}

/** My generated images, newest first. */
export async function fetchGeneratedImages(services: Services, userId: string, query: PageQuery) {
  const { rows, total } = await readPage(
    services.db,
    labImages,
    eq(labImages.ownerId, userId),
    [desc(labImages.createdAt), desc(labImages.id)],
    query,
  );
  return paged(rows.map(toImage), total, query);
}
