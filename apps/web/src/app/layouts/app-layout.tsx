import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { WarmFormats } from '@lancer/features/lib/warm-formats';
import { Outlet, useMatches } from 'react-router-dom';

import { apiClient } from '../../lib/api-client';
import { QueryProvider } from '../query-provider';
import { mergedHandle } from '../route-handle';
import { ChatDock } from './chat-dock';
import { PageScroll } from './page-scroll';
import { SandboxBanner } from './sandbox-banner';
import { SignedInHeader } from './signed-in-header';
import { SiteFooter } from './site-footer';

/**
 * The signed-in frame: header, page, footer unless the route has none, the chat bar where the route
 * shows it. Scroll is kept per path for keep-alive pages and reset to the top otherwise.
 */
export function AppLayout() {
  const handle = mergedHandle(useMatches());
  return (
    <ApiClientProvider client={apiClient}>
      <QueryProvider>
        <div className="flex min-h-dvh flex-col">
          <SignedInHeader />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          {handle.noFooter ? null : <SiteFooter clearChatBar={handle.chatBar} />}
          {handle.chatBar ? <ChatDock /> : null}
          <PageScroll />
          <WarmFormats />
        </div>
        <SandboxBanner clearChatBar={handle.chatBar} />
      </QueryProvider>
    </ApiClientProvider>
  );
}
