import { paths } from '../config/paths';

/**
 * What a signed-in session keeps in memory outside the user store (the query cache, the chat
 * socket), each registered by the module that made it. Registering keeps those modules out of the
 * pages that never load them; logout (lib/api-client.ts) drops them all (SESSION-END).
 */
const drops = new Set<() => void>();

/** Registers how to drop one thing the session keeps; returns the unregister. */
export function onSessionEnd(drop: () => void): () => void {
  drops.add(drop);
  return () => {
    drops.delete(drop);
  };
}

/** Drops everything registered: after it nothing of the last account is left in memory. */
export function dropSessionMemory() {
  for (const drop of drops) drop();
}

/**
 * Where logout sends the browser (ROUTE-AFTER-LOGOUT): /home/. The app points this at its router
 * (app.tsx), so the signed-out visitor moves on without a new page load; Storybook's flows point it
 * at theirs. A full load is the fallback before a router exists.
 */
export const afterLogout = { go: () => window.location.assign(paths.home.getHref()) };
