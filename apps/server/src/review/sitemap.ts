import type { FastifyInstance } from 'fastify';

import type { Services } from '../services';
import { listPublicProfiles } from './review-service';

/** The public pages every visitor can open, besides the profiles (the prerendered ones, decision 0702). */
const PUBLIC_PAGES = ['/home', '/about', '/blogs', '/career', '/contact', '/demo'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml (decision 1320): the public pages and every shown provider profile, at the web app's
 * own address (WEB_URL), read from the database on each request; a hidden profile is left out
 * (PROFILE-HIDE).
 */
export function registerSitemap(app: FastifyInstance, services: Services) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const origin = services.config.webUrl.replace(/\/$/, '');
    const profiles = await listPublicProfiles(services);
    const locations = [
      ...PUBLIC_PAGES,
      ...profiles.map(({ flid }) => `/providers/${encodeURIComponent(flid)}`),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...locations.map((location) => `  <url><loc>${escapeXml(origin + location)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
