import { inject } from 'vitest';

/**
 * The server pair (API and web app) this test file's worker drives. The end-to-end files run in
 * two workers at once, each against its own API on its own database (global-setup.ts), so no file
 * sees another's data and they keep the isolation they had when they ran one after another.
 */
function ownServer() {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}

/** The web app's address, e.g. http://127.0.0.1:4173. */
export const webUrl = () => ownServer().webUrl;

/** The API's log, where the dev outbox prints every mail. */
export const apiLogFile = () => ownServer().apiLogFile;
