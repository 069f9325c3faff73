import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { WarmFormats } from '@lancer/features/lib/warm-formats';
import { AppToaster } from '@lancer/features/shell/toaster/app-toaster';
import { AppShell } from '@lancer/ui/components/app-shell';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';

import { apiClient } from '../../lib/api-client';
import { QueryProvider } from '../query-provider';
import { mergedHandle } from '../route-handle';

import { ChatDock } from './chat-dock';
import { CommandPaletteOnHotkey } from './command-palette';
import { PageChangeProgress } from './page-change-progress';
import { PageScroll } from './page-scroll';
import { SandboxBanner } from './sandbox-banner';
import { ShortcutsOnHotkey } from './shortcuts-sheet';
import { SignedInHeader } from './signed-in-header';
import { SiteFooter } from './site-footer';

/**
 * The signed-in frame (ui's AppShell, with its skip link to the page): header, page, footer unless the route has none, the chat bar where the route
 * shows it. Scroll is kept per path for keep-alive pages and reset to the top otherwise.
 */
export function AppLayout() {
  const handle = mergedHandle(useMatches());
  const { t } = useTranslation('shell');
  return (
    <ApiClientProvider client={apiClient}>
      <QueryProvider>
        <AppShell
          scroll="page"
          skipLabel={t('skipToContent')}
          header={<SignedInHeader />}
          footer={handle.noFooter ? null : <SiteFooter clearChatBar={handle.chatBar} />}
        >
          <Outlet />
        </AppShell>
        {handle.chatBar ? <ChatDock /> : null}
        <PageChangeProgress />
        <PageScroll />
        <WarmFormats />
        <CommandPaletteOnHotkey />
        <ShortcutsOnHotkey />
        <AppToaster />
        <SandboxBanner clearChatBar={handle.chatBar} />
      </QueryProvider>
    </ApiClientProvider>
  );
}
