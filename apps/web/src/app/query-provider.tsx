import { hydrate, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

import { onSessionEnd } from '../lib/session-end';
import { QueryClientSlotContext } from './query-client-slot';

/**
 * Gives its screen the app's QueryClient, made here on first use and kept in the app's slot, so the
 * signed-in layout and the public pages that query share one cache, which logout empties
 * (SESSION-END). Inside another provider (Storybook's, or the signed-in layout's) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const slot = useContext(QueryClientSlotContext);
  if (outer) return children;
  if (!slot.client) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    // A page the server rendered with its data hydrates with the same answers, asking for nothing.
    if (slot.initialQueries) hydrate(client, slot.initialQueries);
    onSessionEnd(() => client.clear());
    slot.client = client;
  }
  return <QueryClientProvider client={slot.client}>{children}</QueryClientProvider>;
}
