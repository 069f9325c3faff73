import type { ComponentType } from 'react';

const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/**
 * React Router `lazy` for an on-demand page. SHELL-PRELOAD-ERROR: when loading the page fails, a
 * preload error event is dispatched and the error is rethrown (the app reloads once on it).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (error) {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
      throw error;
    }
  };
}

/** A new deploy replaces chunk names: reload once to pick up the new ones. */
export function reloadOnceOnPreloadError() {
  window.addEventListener(PRELOAD_ERROR_EVENT, () => {
    const key = 'lancer-preload-reloaded';
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    window.location.reload();
  });
}
