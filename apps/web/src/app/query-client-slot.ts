import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the app keeps its one QueryClient, made by the first screen that queries (query-provider.tsx).
 * The app's start holds only this slot: TanStack Query loads with the pages and layouts that use it,
 * not with /home (decision 0710).
 */
export type QueryClientSlot = { client: QueryClient | null };

export const QueryClientSlotContext = createContext<QueryClientSlot>({ client: null });
