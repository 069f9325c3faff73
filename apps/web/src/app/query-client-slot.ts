import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the app keeps its one QueryClient, made by the first screen that queries (query-provider.tsx).
 * The app's start holds only this slot: TanStack Query loads with the pages and layouts that use it,
 * not with /home (decision 0710).
 */
export type QueryClientSlot = {
  client: QueryClient | null;
  /** The answers a server-rendered page was rendered with (decision 1330): the client starts with them. */
  initialQueries?: DehydratedState;
};

export const QueryClientSlotContext = createContext<QueryClientSlot>({ client: null });
