import { setupWorker } from 'msw/browser';

import { defaultHandlerList } from '@lancer/api/mocks/handlers/index';

/**
 * Mock mode (`VITE_API_MOCKS=1`): the web app runs against the same stateful MSW handlers as the
 * stories, so a whole flow can be walked without a server. Unmocked API calls are errors.
 */
export async function startMockApi() {
  const worker = setupWorker(...defaultHandlerList());
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
}
