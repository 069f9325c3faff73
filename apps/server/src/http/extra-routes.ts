import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { files } from '../db/schema';
import type { SandboxGateway } from '../payment/sandbox-gateway';
import { registerSandboxPages } from '../payment/sandbox-pages';
import { registerSitemap } from '../review/sitemap';
import type { Services } from '../services';
import { chatFileAccess } from '../chat/chat-file-service';
import { notFound } from './errors';
import { authenticate } from './register-operations';

/**
 * Routes outside the contract: uploaded files (public, except a chat message's: decision 1604),
 * the sitemap, and the sandbox payment pages.
 */
export function registerExtraRoutes(app: FastifyInstance, services: Services, sandbox?: SandboxGateway) {
  app.get('/api/files/:id', async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).catch({ id: '' }).parse(request.params);
    if (!id) throw notFound('File');
    const [file] = await services.db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!file) throw notFound('File');
    // A chat message's file: its conversation's members only, by direct URL too (CHAT-FILE-MEMBERS).
    const access = await chatFileAccess(services.db, id, () => authenticate(request, services));
    return reply
      .type(file.mime)
      .header(
        'cache-control',
        access === 'private' ? 'private, no-store' : 'public, max-age=31536000, immutable',
      )
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes));
  });

  registerSitemap(app, services);
  if (sandbox) registerSandboxPages(app, services, sandbox);
}
