import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

import { PublicHeaderView } from '@lancer/features/shell/public-header/public-header-view';

import { paths } from '../../config/paths';
import { lazyApiClient } from '../../lib/lazy-api-client';
import { useSignedIn } from '../../lib/use-signed-in';
import { PageScroll } from './page-scroll';
import { SandboxBanner } from './sandbox-banner';
import { SiteFooter } from './site-footer';

// Loaded only for someone signed in: a guest's first visit downloads none of it.
const SignedInHeader = lazy(async () => ({ default: (await import('./signed-in-header')).SignedInHeader }));

/**
 * Guest header (its login button hidden in this build), the page, the public footer. Someone
 * signed in sees the signed-in header here too, with their user box and workspaces.
 */
export function PublicLayout() {
  const navigate = useNavigate();
  const guestHeader = <PublicHeaderView onLogin={() => navigate(paths.signin.getHref())} />;
  return (
    <ApiClientProvider client={lazyApiClient}>
      <div className="flex min-h-dvh flex-col">
        {useSignedIn() ? (
          <Suspense fallback={guestHeader}>
            <SignedInHeader />
          </Suspense>
        ) : (
          guestHeader
        )}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <PageScroll />
      </div>
      <SandboxBanner />
    </ApiClientProvider>
  );
}
