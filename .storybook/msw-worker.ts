import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';

import { defaultHandlerList } from '@lancer/api/mocks/handlers/index';

/** Calls to the product's API that no handler answered during the current story. */
export const unhandledApiCalls: string[] = [];

const isProductCall = (url: URL) =>
  url.origin === globalThis.location.origin && /^\/(api|ws)\//.test(url.pathname);

/** Starts the worker with a default handler for every call; an unmocked API call fails the story. */
export async function startMswWorker(extra: RequestHandler[] = []) {
  const worker = setupWorker(...defaultHandlerList(), ...extra);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (!isProductCall(url)) return;
      unhandledApiCalls.push(`${request.method} ${url.pathname}`);
      print.error();
    },
  });
  return worker;
}
