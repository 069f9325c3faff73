import type { DehydratedState } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';

import { AppLinkProvider } from '@lancer/features/navigation/app-link';
import { UiTextsFromI18n } from '@lancer/features/shell/ui-texts';

import { paths } from '../config/paths';
import { afterLogout } from '../lib/session-end';
import { QueryClientSlotContext, type QueryClientSlot } from './query-client-slot';
import { createRouter, type AppRouter } from './router';
import { RouterLink } from './router-link';

/** What every page sits in; the prerender (src/prerender.tsx) renders the same tree. */
export function AppProviders({
  i18n,
  initialQueries,
  children,
}: {
  i18n: I18n;
  /** The answers a server-rendered page was rendered with (decision 1330). */
  initialQueries?: DehydratedState;
  children: ReactNode;
}) {
  // The QueryClient itself is made by the first screen that queries (query-provider.tsx).
  const [queryClientSlot] = useState<QueryClientSlot>(() => ({ client: null, initialQueries }));
  return (
    <QueryClientSlotContext.Provider value={queryClientSlot}>
      <I18nextProvider i18n={i18n}>
        <UiTextsFromI18n>
          <AppLinkProvider value={RouterLink}>{children}</AppLinkProvider>
        </UiTextsFromI18n>
      </I18nextProvider>
    </QueryClientSlotContext.Provider>
  );
}

export function App({
  i18n,
  initialQueries,
  router: settledRouter,
}: {
  i18n: I18n;
  initialQueries?: DehydratedState;
  /** A router made before hydrating (createSettledRouter); otherwise the app makes its own. */
  router?: AppRouter;
}) {
  const [router] = useState(() => settledRouter ?? createRouter());
  // Logout goes to /home/ in the app: it has dropped everything of the account (SESSION-END), so a
  // new page load would only download the app again.
  useEffect(() => {
    afterLogout.go = () => void router.navigate(paths.home.getHref());
  }, [router]);
  // Tests and the size budgets wait for this: set once React has committed the first render, so a
  // prerendered page is hydrated (its form live) by then, not merely scheduled (decision 0726).
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return (
    <AppProviders i18n={i18n} initialQueries={initialQueries}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
