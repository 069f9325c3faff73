import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { detectVisitorLanguageFromRequest, type VisitorLanguage } from '@lancer/api/rules/visitor-language';

/** Vite names what it builds into assets/ by content hash: a changed file gets a new name. */
const HASHED = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, the service worker) is checked with the server each time. */
const REVALIDATE = 'no-cache';

/** Headers every page gets when the web build names none (it usually does: security-headers.json). */
const baseHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The security headers of the web app (Content-Security-Policy and friends), written by its build
 * into `<dist>/security-headers.json` as { "Header-Name": "value" }; the base set under them.
 */
function readSecurityHeaders(webDist: string): Record<string, string> {
  const file = path.join(webDist, 'security-headers.json');
  if (!existsSync(file)) return baseHeaders;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const headers = { ...baseHeaders };
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') headers[name] = value;
  return headers;
}

/**
 * The public pages the web build prerendered in each language (`<dist>/prerendered.json`, decision
 * 0702): path -> language -> the HTML, read once at start.
 */
function readPrerendered(webDist: string) {
  const file = path.join(webDist, 'prerendered.json');
  const pages = new Map<string, Record<VisitorLanguage, Buffer>>();
  if (!existsSync(file)) return pages;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    pages?: Record<string, Record<VisitorLanguage, string>>;
  };
  for (const [pagePath, files] of Object.entries(manifest.pages ?? {}))
    pages.set(pagePath, {
      en: readFileSync(path.join(webDist, files.en)),
      zh: readFileSync(path.join(webDist, files.zh)),
    });
  return pages;
}

/**
 * The one script with a policy of its own (`<dist>/sandbox-worker-headers.json`, decision 0701): the
 * dev box's worker, which may eval a visitor's snippet and nothing else (LAB-DEV-BOX-SANDBOX).
 */
function readSandboxWorker(webDist: string) {
  const file = path.join(webDist, 'sandbox-worker-headers.json');
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
    pattern: string;
    headers: Record<string, string>;
  };
  return { pattern: new RegExp(parsed.pattern), headers: parsed.headers };
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/ws/');

/**
 * Serves the web app's build with the API, from one origin (decision 0800): hashed assets cached
 * for a year, HTML revalidated, compression (registered in app.ts), the single-page fallback
 * (any GET that is no file and no API call answers index.html), the security headers on every page.
 * Returns the fallback for the not-found handler.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'));
  const prerendered = readPrerendered(webDist);
  const security = readSecurityHeaders(webDist);
  const sandboxWorker = readSandboxWorker(webDist);
  // A callback hook, not an async one: every answer, the API's included, passes here (decision 1950).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApi(request.url)) {
      const headers = sandboxWorker?.pattern.test(request.url.split('?')[0]!)
        ? sandboxWorker.headers
        : security;
      for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    }
    done(null, payload);
  });
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // index.html is the fallback below, with its own headers; the headers file is not a page, nor is
    // the profile page's renderer (server/, decision 1330).
    allowedPath: (pathName) =>
      pathName !== '/index.html' && pathName !== '/security-headers.json' && !pathName.startsWith('/server/'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDist, filePath);
      void reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? HASHED : REVALIDATE);
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);
  app.get('/', (_request, reply) => sendIndex(reply));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const { method, url } = request;
    // A missing asset stays a 404 (an old hash after a deploy): only routes fall back to the app.
    if ((method !== 'GET' && method !== 'HEAD') || isApi(url) || url.startsWith('/assets/')) return false;
    // A prerendered public page in the visitor's language (SHELL-LANGUAGE): its text paints before any script runs.
    const page = prerendered.get(url.split('?')[0]!.replace(/(.)\/$/, '$1'));
    const html = page ? page[detectVisitorLanguageFromRequest(request.headers)] : indexHtml;
    if (page) void reply.header('vary', 'Cookie, Accept-Language, Host');
    void reply.status(200).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
    return true;
  };
}
