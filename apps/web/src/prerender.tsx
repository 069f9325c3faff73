import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { loadTexts, type Namespace } from '@lancer/features/i18n/load-texts';
import type { Language, resources } from '@lancer/features/i18n/resources';
import { PageMetaCollector, type PageMeta } from '@lancer/features/lib/use-page-meta';

import { AppProviders } from './app/app';
import { routes } from './app/router';
import { createI18nFor } from './lib/i18n';

const namespaces: Record<Namespace, true> = {
  common: true,
  account: true,
  auth: true,
  chat: true,
  payments: true,
  propose: true,
  insight: true,
  public: true,
  shell: true,
  deliver: true,
  products: true,
  hire: true,
  lab: true,
  notifications: true,
  offer: true,
  console: true,
  ui: true,
} satisfies Record<keyof (typeof resources)['en'], true>;

/**
 * Renders a public page to HTML (decision 0702 at build time; decision 1330 on request, with the
 * answers it shows): the markup, the page's title and description, and the texts of the namespaces
 * it used, for the browser to hydrate with.
 */
export async function prerender(
  pathname: string,
  language: Language,
  { initialQueries }: { initialQueries?: DehydratedState } = {},
) {
  const texts: Resource = { [language]: {} };
  for (const namespace of Object.keys(namespaces) as Namespace[]) {
    texts[language]![namespace] = await loadTexts(language, namespace);
  }
  const i18n = createI18nFor(language, texts);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be prerendered`);
  if (context.errors) {
    throw new Error(
      `${pathname} failed to prerender: ${Object.values(context.errors).map(String).join('; ')}`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta | null = null;
  const html = renderToString(
    <PageMetaCollector.Provider value={(collected) => (meta = collected)}>
      <AppProviders i18n={i18n} initialQueries={initialQueries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageMetaCollector.Provider>,
  );
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const usedTexts: Resource = {
    [language]: Object.fromEntries(used.map((namespace) => [namespace, texts[language]![namespace]!])),
  };
  return { html, texts: usedTexts, meta: meta as PageMeta | null };
}
