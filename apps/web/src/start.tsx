import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { detectVisitorLanguage } from '@lancer/api/rules/visitor-language';

import { App } from './app/app';
import { readPrerendered } from './app/prerendered';
import { createSettledRouter, resolveRouteModules } from './app/router';
import { LANGUAGE_STORAGE_KEY } from './lib/detect-language';
import { createAppI18n, rememberForServer } from './lib/i18n';
import { reloadOnceOnPreloadError } from './lib/lazy-page';
import { allowTextOnlyHtml } from './lib/text-only-html-policy';

/** Lets the browser run what waits (input, paint) before the rest of the start. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app (src/main.tsx calls it after the first frame). No top-level await in the entry:
 * the pages import from its chunk, and a page loaded while it still awaited would wait for ever.
 */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');

  // Mock mode is a development aid; the production build drops this branch and the mocks with it.
  if (import.meta.env.DEV && import.meta.env.VITE_API_MOCKS === '1') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
  }

  // The app chunk was evaluated in this task: what follows gets tasks of its own, so no one of them
  // blocks input long (Lighthouse's total blocking time on the prerendered pages, decision 0726).
  await yieldToMain();
  allowTextOnlyHtml();
  reloadOnceOnPreloadError();
  // zod compiles its object parsers with new Function, which this page's CSP and Trusted Types
  // refuse, and its probe for that is reported as a violation. Told before it loads (it reads this
  // global), it parses without compiling and never probes (decision 0718).
  (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const language = detectVisitorLanguage({
    stored,
    host: window.location.host,
    browserLanguage: window.navigator.language,
  });
  // The server picks a prerendered page's language by this cookie (decision 0702).
  if (stored === 'en' || stored === 'zh') rememberForServer(stored);

  const prerendered = readPrerendered(document);
  if (prerendered?.language === language) {
    // A prerendered page in the visitor's language: its text is on screen already; bring it to life.
    await resolveRouteModules(window.location.pathname);
    const router = await createSettledRouter();
    await yieldToMain();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App
            i18n={createAppI18n(language, prerendered.texts)}
            initialQueries={prerendered.queries}
            router={router}
          />
        </StrictMode>,
      );
    });
  } else {
    // The SPA fallback, or a page prerendered in the other language: render afresh (it replaces it).
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App i18n={createAppI18n(language)} initialQueries={prerendered?.queries} />
        </StrictMode>,
      );
    });
  }
}
