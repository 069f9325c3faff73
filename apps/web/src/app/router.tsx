import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';

import { Role } from '@lancer/api/constants';

import { paths } from '../config/paths';
import { guardedLayout } from '../lib/guard-loader';
import { lazyPage } from '../lib/lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { page } from './page-route';
import { RouteError } from './route-error';

/** Every listed page except /demo requires PERSONAL or ADMINISTRATOR (ROLE-SIGNED-IN-PAGES). */
const signedInRoles = [Role.PERSONAL, Role.ADMINISTRATOR];

/** The signed-in layout's route id: its pages are patched in under it. */
const SIGNED_IN = 'signed-in';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first route's code loads (layouts and pages load on demand).
    HydrateFallback: () => null,
    children: [
      {
        // Part of the first load (the app chunk, decision 0710). A dynamic import of it cost a file:
        // Rolldown gives a grouped module that is imported dynamically a re-export chunk of its own.
        Component: PublicLayout,
        children: [
          page(paths.home.path, () => import('../routes/home')),
          page(paths.signin.path, () => import('../routes/signin')),
          page(paths.about.path, () => import('../routes/about')),
          page(paths.blogs.path, () => import('../routes/blogs')),
          page(paths.blog.path, () => import('../routes/blog')),
          page(paths.career.path, () => import('../routes/career')),
          page(paths.contact.path, () => import('../routes/contact')),
          page(paths.demo.path, () => import('../routes/demo')),
          page(paths.unsubscribe.path, () => import('../routes/unsubscribe')),
          // Open to guests and rendered by the API with its data (decision 1330).
          page(paths.providerProfile.path, () => import('../routes/provider-profile')),
        ],
      },
      {
        id: SIGNED_IN,
        ...guardedLayout(signedInRoles),
        // The signed-in layout loads on demand: a first visit to a public page downloads none of it.
        // The eager pages (ROUTE-LAZY) load together with the layout.
        lazy: async () => {
          const [{ AppLayout }] = await Promise.all([
            import('./layouts/app-layout'),
            import('./eager-pages'),
          ]);
          return { Component: AppLayout };
        },
        // Patched in on the first visit to a signed-in page (patchRoutesOnNavigation below).
        children: [],
      },
      { path: '*', lazy: lazyPage(() => import('../routes/not-found')) },
    ],
  },
];

/** The public pages' paths with a parameter, by what precedes it: `/providers/`, `/blogs/`. */
export const publicParameterPrefixes = (routes[0]!.children![0]!.children ?? [])
  .map((route) => route.path ?? '')
  .filter((path) => path.includes('/:'))
  .map((path) => path.slice(0, path.indexOf(':')));

/** A path under a public page's parameter: no signed-in page starts so (router-eager.test.ts). */
const isPublicParameterPath = (path: string) =>
  publicParameterPrefixes.some(
    (prefix) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'),
  );

/**
 * The signed-in pages' routes arrive with the first visit to a path the table does not match yet
 * (React Router asks before it settles for the not-found route): a visitor of the public pages
 * downloads none of them (decision 0710, the first load's bytes).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // React Router asks on every path a parameter matched (/providers/{flid}): such a public page needs
  // no signed-in route, and a guest's profile loaded and ran their table (decision 1381).
  if (isPublicParameterPath(path)) return;
  const { signedInRoutes } = await import('./signed-in-routes');
  patch(SIGNED_IN, signedInRoutes);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });

export type AppRouter = ReturnType<typeof createRouter>;

/**
 * A router ready to hydrate a server-rendered page. On a path with a parameter (/providers/{flid})
 * React Router first asks patchRoutesOnNavigation whether a more specific route exists, and until
 * it knows it renders the HydrateFallback (nothing): hydrating then kept the server's markup and
 * added the page again below it (decision 1330). So the page hydrates once the router has settled.
 */
export async function createSettledRouter(): Promise<AppRouter> {
  const router = createRouter();
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  return router;
}

/** The same routes in memory: Storybook's click-through flows (decision 0900). */
export const createMemoryAppRouter = (initialEntries: string[]) =>
  createMemoryRouter(routes, { initialEntries, patchRoutesOnNavigation });

/**
 * Loads the code of the routes that match a location before the router starts, as a prerendered
 * page must hydrate with its components at hand (decision 0702).
 */
export async function resolveRouteModules(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
