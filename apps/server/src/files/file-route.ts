import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  expiredFileLink,
  fileAccess,
  PRIVATE_FILE_CACHE,
  PUBLIC_FILE_CACHE,
  signedFileCache,
} from '@lancer/api/rules/file-access';

import { files, users } from '../db/schema';
import { fileLinkSecondsLeft } from './file-links';
import { loadFileSubject } from './file-subjects';
import { chatFileAccess } from './chat-file-access';
import type { Services } from '../services';
import { notFound, refuse } from '../http/errors';
import { authenticate } from '../http/register-operations';

type StoredFile = typeof files.$inferSelect;

const linkSchema = z.object({ expires: z.string().optional(), signature: z.string().optional() }).catch({});

/**
 * FILE-ACCESS for GET /api/files/{id}: the Cache-Control of an answer its caller may have, or the
 * refusal. Public images to anyone with the long cache; a private file through a signed link, or
 * with the access token of someone who can see its subject (a chat file's and evidence's by
 * CHAT-FILE-MEMBERS and DISPUTE-EVIDENCE-ACCESS).
 */
async function fileCacheFor(services: Services, file: StoredFile, request: FastifyRequest) {
  const caller = () => authenticate(request, services);
  const subject = await loadFileSubject(services.db, file, null);
  const asGuest = subject === 'chat' ? null : fileAccess(subject, null);
  if (asGuest === 'public') return PUBLIC_FILE_CACHE;
  const link = linkSchema.parse(request.query);
  const secondsLeft = fileLinkSecondsLeft(file.id, link);
  if (secondsLeft !== null) return signedFileCache(secondsLeft);
  if (subject === 'chat') {
    // Without a link the token decides (its refusal as it is); a link that no longer holds is said so.
    const opens = await chatFileAccess(services.db, file.id, caller).then(
      () => true,
      (refusal: unknown) => {
        if (!link.signature) throw refusal;
        return false;
      },
    );
    if (opens) return PRIVATE_FILE_CACHE;
    refuse(expiredFileLink);
  }
  const viewer = await caller();
  if (viewer) {
    const [stored] = await services.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, viewer.id));
    const facts = await loadFileSubject(services.db, file, viewer.id);
    if (facts !== 'chat' && fileAccess(facts, { id: viewer.id, role: stored?.role ?? 0 }) === 'private')
      return PRIVATE_FILE_CACHE;
  }
  refuse(link.signature ? expiredFileLink : asGuest === 'private' || asGuest === null ? null : asGuest);
  throw notFound('File');
}

/** Uploaded files, outside the contract: each served only to those who can see its subject. */
export function registerFileRoute(app: FastifyInstance, services: Services) {
  app.get('/api/files/:id', async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).catch({ id: '' }).parse(request.params);
    if (!id) throw notFound('File');
    const [file] = await services.db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!file) throw notFound('File');
    const cache = await fileCacheFor(services, file, request);
    return reply
      .type(file.mime)
      .header('cache-control', cache)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes));
  });
}
