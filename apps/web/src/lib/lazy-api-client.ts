import type { ApiClient } from '@lancer/api/client';

const load = async () => (await import('./api-client')).apiClient;

/**
 * The API client for the public pages: the real one (with the contract's schemas, the auth store and
 * the token refresh) loads on the first call, so a page that calls nothing downloads none of it.
 */
export const lazyApiClient: ApiClient = {
  call: async (operation, input) => (await load()).call(operation, input as never),
  stream: async (operation, input, onEvent) =>
    (await load()).stream(operation, input as never, onEvent as never),
  refresh: async () => (await load()).refresh(),
  postJson: async (...args) => (await load()).postJson(...args),
  getWithQuery: async (...args) => (await load()).getWithQuery(...args),
  postMultipart: async (...args) => (await load()).postMultipart(...args),
  deleteWithQuery: async (...args) => (await load()).deleteWithQuery(...args),
  fetchFile: async (...args) => (await load()).fetchFile(...args),
};
