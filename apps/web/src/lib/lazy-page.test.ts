// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('hands React Router the default export of the page module', async () => {
    const Page = () => null;
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  // proves: SHELL-PRELOAD-ERROR
  it('dispatches a preload error event and rethrows when the page fails to load', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const seen = vi.fn();
    window.addEventListener('vite:preloadError', (event) => seen((event as unknown as CustomEvent).detail));
    await expect(lazyPage(() => Promise.reject(failure))()).rejects.toBe(failure);
    expect(seen).toHaveBeenCalledWith(failure);
  });
});
