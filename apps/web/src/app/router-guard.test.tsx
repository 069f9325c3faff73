// @vitest-environment happy-dom
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { Role } from '@lancer/api/constants';
import { buildUserProfile } from '@lancer/api/mocks/factories/user';

import { authStorage, useAuthStore } from '../lib/auth-store';
import { signinResultFor } from '../lib/signin-result-fixture';
import { patchRoutesOnNavigation, publicParameterPrefixes, routes } from './router';
import { signedInRoutes } from './signed-in-routes';

// The route table and the guard are the real ones; the layout and the pages are stand-ins (this is
// about which navigation is allowed, not what a page shows).
vi.mock('./layouts/app-layout', () => ({ AppLayout: () => null }));
vi.mock('./eager-pages', () => ({
  ProjectsRoute: () => null,
  ProductsRoute: () => null,
  JobsRoute: () => null,
  WorkersRoute: () => null,
  QuotesRoute: () => null,
  PostsRoute: () => null,
}));
vi.mock('../routes/home', () => ({ default: () => null }));

const signin = (role: number) => signinResultFor(role);

async function signedInRouterAt(path: string, role: number) {
  authStorage.writeSignin(signin(role));
  useAuthStore.getState().signIn(signin(role));
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return router;
}

const pathname = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

describe('the guard decides every navigation (GUARD-EACH-ROUTE)', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().logout();
  });

  // proves: GUARD-EACH-ROUTE, GUARD-ROLES
  it('refuses the next signed-in page once the server answers a role without PERSONAL or ADMINISTRATOR', async () => {
    const router = await signedInRouterAt('/projects', Role.PERSONAL);
    expect(pathname(router)).toBe('/projects');
    await router.navigate('/jobs');
    expect(pathname(router)).toBe('/jobs');
    // The profile now says BUSINESS (an administrator changed the account): the store keeps it.
    useAuthStore.getState().setProfile(buildUserProfile({ role: Role.BUSINESS }));
    await router.navigate('/workers');
    expect(pathname(router)).toBe('/home');
  });

  // proves: GUARD-EACH-ROUTE, GUARD-SILENT-LOGOUT
  it('sends the user home on the next navigation once the stored sign-in is gone', async () => {
    const router = await signedInRouterAt('/projects', Role.ADMINISTRATOR);
    localStorage.removeItem('signin_result');
    await router.navigate('/quotes');
    expect(pathname(router)).toBe('/home');
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  // proves: GUARD-EACH-ROUTE
  it('keeps letting the same role move between signed-in pages', async () => {
    const router = await signedInRouterAt('/projects', Role.PERSONAL);
    for (const next of ['/jobs', '/workers', '/quotes', '/posts', '/projects']) {
      await router.navigate(next);
      expect(pathname(router)).toBe(next);
    }
  });
});

describe("a public page's path with a parameter (decision 1381)", () => {
  const pathsOf = (table: RouteObject[]): string[] =>
    table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

  it("is no signed-in page's, so visiting one patches in none of their routes", async () => {
    expect([...publicParameterPrefixes].sort()).toEqual(['/blogs/', '/providers/']);
    for (const path of pathsOf(signedInRoutes))
      for (const prefix of publicParameterPrefixes) expect(path.startsWith(prefix), path).toBe(false);
    const patch = vi.fn();
    await patchRoutesOnNavigation({
      path: '/providers/ada',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    expect(patch).not.toHaveBeenCalled();
    await patchRoutesOnNavigation({
      path: '/projects',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    expect(patch).toHaveBeenCalledOnce();
  });
});
