import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { AppShell } from '@lancer/ui/components/app-shell';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';

import { PublicHeaderView } from '@lancer/features/shell/public-header/public-header-view';

import { paths } from '../../config/paths';
import { lazyApiClient } from '../../lib/lazy-api-client';
import { PageChangeProgress } from './page-change-progress';
import { PageScroll } from './page-scroll';
import { SandboxBanner } from './sandbox-banner';
import { SiteFooter } from './site-footer';

/**
 * ui's AppShell (a skip link to the page) with the guest header (its login button hidden in this
 * build), the page, the public footer with the theme switch. The guest header is for everyone here,
 * signed in or not: these routes' roles include NONE (SHELL-HEADER-SIGNED-IN, SHELL-HEADER-GUEST).
 */
export function PublicLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return (
    <ApiClientProvider client={lazyApiClient}>
      <AppShell
        scroll="page"
        skipLabel={t('skipToContent')}
        header={<PublicHeaderView onLogin={() => navigate(paths.signin.getHref())} />}
        footer={<SiteFooter themeSwitch />}
      >
        <Outlet />
      </AppShell>
      <PageChangeProgress />
      <PageScroll />
      <SandboxBanner />
    </ApiClientProvider>
  );
}
