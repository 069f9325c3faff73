import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';

import { UiTextsFromI18n } from '@lancer/features/shell/ui-texts';
import { AppLinkProvider } from '@lancer/features/navigation/app-link';

import { createAppI18n } from '../lib/i18n';
import { reloadOnceOnPreloadError } from '../lib/lazy-page';
import { createRouter } from './router';
import { RouterLink } from './router-link';

reloadOnceOnPreloadError();

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  const [i18n] = useState(createAppI18n);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <UiTextsFromI18n>
          <AppLinkProvider value={RouterLink}>
            <RouterProvider router={router} />
          </AppLinkProvider>
        </UiTextsFromI18n>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
