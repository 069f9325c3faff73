import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { fetchUserReviews as fetchUserReviewsOperation } from '@lancer/api/contract/review';
import type { HtmlAllowList } from '@lancer/api/rules/rich-text';
import { detectVisitorLanguageFromRequest, type VisitorLanguage } from '@lancer/api/rules/visitor-language';

import { AppError } from '../http/errors';
import type { Services } from '../services';
import { sanitizeWith } from '../lib/sanitize-html';
import { fetchPortfolio } from './portfolio-service';
import { fetchPublicProfile, fetchUserReviews } from './review-service';

/** The web build's renderer of a profile page (apps/web/src/render-profile.tsx, built for Node). */
const RENDERER = 'server/render-profile.js';

type ProfileCall = (
  operation: { name: string },
  input?: { query?: Record<string, unknown> },
) => Promise<unknown>;

type RenderProfilePage = (input: {
  template: string;
  language: VisitorLanguage;
  origin: string;
  flid: string;
  call: ProfileCall;
  sanitizeHtml: (html: string, list: HtmlAllowList) => string;
}) => Promise<string>;

/**
 * /providers/{flid} as a whole HTML page (decision 1330): the web build's renderer draws the
 * profile with the app's components from this server's own answers (its services, as a guest
 * asks: PROFILE-HIDE applies), in the visitor's language (SHELL-LANGUAGE), with the head a search
 * engine and a shared link read. A hidden or unknown FLID gets the app's page with 404, which says
 * "not found" as the call does; a failure to render gets the app's page, which asks for itself.
 */
export function registerProfilePages(app: FastifyInstance, services: Services, webDist: string) {
  const rendererFile = path.join(webDist, RENDERER);
  if (!existsSync(rendererFile)) return;
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let renderer: Promise<{ renderProviderProfilePage: RenderProfilePage }> | null = null;
  // Answers as the HTTP API sends them (JSON), so the browser's cache holds what its own call would.
  const call: ProfileCall = async (operation, input) => {
    const query = input?.query ?? {};
    const answer =
      operation.name === 'fetchPublicProfile'
        ? await fetchPublicProfile(services, String(query.flid))
        : operation.name === 'fetchUserReviews'
          ? await fetchUserReviews(services, fetchUserReviewsOperation.query!.parse(query))
          : operation.name === 'fetchPortfolio'
            ? await fetchPortfolio(services, String(query.flid))
            : null;
    if (answer === null) throw new Error(`The profile page does not call ${operation.name}`);
    return JSON.parse(JSON.stringify(answer)) as unknown;
  };
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Host')
      .send(html);

  app.get('/providers/:flid', async (request, reply) => {
    const { flid } = request.params as { flid: string };
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<{
      renderProviderProfilePage: RenderProfilePage;
    }>;
    try {
      const { renderProviderProfilePage } = await renderer;
      const html = await renderProviderProfilePage({
        template,
        language: detectVisitorLanguageFromRequest(request.headers),
        origin: services.config.webUrl,
        flid,
        call,
        sanitizeHtml: (html, list) => sanitizeWith(list, html),
      });
      return page(reply, 200, html);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return page(reply, 404, template);
      request.log.error({ err: error, flid }, 'The profile page could not be rendered; the app renders it');
      return page(reply, 200, template);
    }
  });
}
