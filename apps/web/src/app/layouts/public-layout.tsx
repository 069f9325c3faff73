import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { AppShell } from '@lancer/ui/components/app-shell';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
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
 * ui's AppShell (a skip link to the page) with the guest header (its login button hidden in this build), the page, the public footer. Someone
 * signed in sees the signed-in header here too, with their user box and workspaces.
 */
export function PublicLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const signedIn = useSignedIn();
  const guestHeader = <PublicHeaderView onLogin={() => navigate(paths.signin.getHref())} />;
  return (
    <ApiClientProvider client={lazyApiClient}>
      <AppShell
        scroll="page"
        skipLabel={t('skipToContent')}
        header={
          signedIn ? (
            <Suspense fallback={guestHeader}>
              <SignedInHeader />
            </Suspense>
          ) : (
            guestHeader
          )
        }
        footer={<SiteFooter guest={!signedIn} />}
      >
        <Outlet />
      </AppShell>
      <PageScroll />
      <SandboxBanner />
    </ApiClientProvider>
  );
}
