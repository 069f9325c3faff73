import { createContext, createElement, useContext, type ReactNode } from 'react';

import type { ApiClient } from '../client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Puts the client in reach of the hooks; the web app, stories and tests each pass their own. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client)
    throw new Error('useApiClient: wrap the tree in <ApiClientProvider client={createApiClient(...)}>');
  return client;
}
