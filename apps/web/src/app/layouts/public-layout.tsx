import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';

import { PublicHeaderView } from '@lancer/features/shell/public-header/public-header-view';

import { paths } from '../../config/paths';
import { lazyApiClient } from '../../lib/lazy-api-client';
import { SiteFooter } from './site-footer';

/** Guest header (its login button hidden in this build), the page, the public footer. */
export function PublicLayout() {
  const navigate = useNavigate();
  return (
    <ApiClientProvider client={lazyApiClient}>
      <div className="flex min-h-dvh flex-col">
        <PublicHeaderView onLogin={() => navigate(paths.signin.getHref())} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </ApiClientProvider>
  );
}
