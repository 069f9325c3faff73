import type { FastifyInstance } from 'fastify';

import type { SandboxGateway } from '../payment/sandbox-gateway';
import { registerSandboxPages } from '../payment/sandbox-pages';
import { registerSitemap } from '../review/sitemap';
import type { Services } from '../services';
import { registerFileRoute } from './file-route';

/**
 * Routes outside the contract: uploaded files (each to those who can see its subject, FILE-ACCESS),
 * the sitemap, and the sandbox payment pages.
 */
export function registerExtraRoutes(app: FastifyInstance, services: Services, sandbox?: SandboxGateway) {
  registerFileRoute(app, services);
  registerSitemap(app, services);
  if (sandbox) registerSandboxPages(app, services, sandbox);
}
