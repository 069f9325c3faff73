import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  redirect,
  type RouteObject,
} from 'react-router-dom';

import { Role } from '@lancer/api/constants';

import { loginChildren, paths } from '../config/paths';
import { guardedLayout } from '../lib/guard-loader';
import { lazyPage } from '../lib/lazy-page';
import type * as EagerPages from './eager-pages';
import { PublicLayout } from './layouts/public-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';

/** Every listed page except /demo requires PERSONAL or ADMINISTRATOR (ROLE-SIGNED-IN-PAGES). */
const signedInRoles = [Role.PERSONAL, Role.ADMINISTRATOR];

const chat: RouteHandle = { chatBar: true };
const noFooter: RouteHandle = { noFooter: true };
const keepAlive: RouteHandle = { keepAlive: true };

type EagerPage = keyof typeof EagerPages;

/** A page of eager-pages.ts: already loaded with the signed-in layout, so this resolves at once. */
const eager = (path: string, name: EagerPage, handle: RouteHandle): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./eager-pages'))[name] }),
  handle,
});

const page = (path: string, load: Parameters<typeof lazyPage>[0], handle?: RouteHandle): RouteObject => ({
  path,
  lazy: lazyPage(load),
  ...(handle ? { handle } : {}),
});

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
        ],
      },
      {
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
        children: [
          { index: true, loader: () => redirect(paths.projects.path) },
          eager(paths.projects.path, 'ProjectsRoute', { ...chat, ...keepAlive }),
          eager(paths.projectIssues.path, 'ProjectsRoute', chat),
          { path: paths.products.path, loader: () => redirect(paths.products.getHref()) },
          eager(`${paths.products.path}/:tab`, 'ProductsRoute', chat),
          eager(paths.jobs.path, 'JobsRoute', { ...chat, ...keepAlive }),
          eager(paths.workers.path, 'WorkersRoute', { ...chat, ...keepAlive }),
          eager(paths.quotes.path, 'QuotesRoute', { ...chat, ...keepAlive }),
          eager(paths.posts.path, 'PostsRoute', { ...chat, ...keepAlive }),
          page(paths.workSpace.path, () => import('../routes/work-space')),
          page(paths.requestHub.path, () => import('../routes/request-hub')),
          page(paths.postJob.path, () => import('../routes/post-job'), chat),
          page(paths.jobSubmitted.path, () => import('../routes/job-submitted')),
          { path: paths.login.path, loader: () => redirect(paths.login.getHref('identity')) },
          ...loginChildren.map((child) =>
            page(`${paths.login.path}/${child}`, () => import('../routes/login-settings'), noFooter),
          ),
          page(paths.personal.path, () => import('../routes/personal'), noFooter),
          page(paths.billing.path, () => import('../routes/billing'), noFooter),
          page(paths.payment.path, () => import('../routes/payment'), noFooter),
          page(paths.work.path, () => import('../routes/work'), noFooter),
          page(paths.history.path, () => import('../routes/history')),
          page(paths.makeProposal.path, () => import('../routes/make-proposal')),
          page(paths.proposalSubmitted.path, () => import('../routes/proposal-submitted')),
          page(paths.providerHub.path, () => import('../routes/provider-hub')),
          page(paths.projectIssue.path, () => import('../routes/project-issue')),
          page(paths.projectReview.path, () => import('../routes/project-review')),
          page(paths.projectHours.path, () => import('../routes/project-hours')),
          page(paths.providerProfile.path, () => import('../routes/provider-profile')),
          page(paths.dataVisualization.path, () => import('../routes/data-visualization')),
          page(paths.labHome.path, () => import('../routes/lab-home')),
          page(paths.labTranslation.path, () => import('../routes/translation')),
          page(paths.machineTranslation.path, () => import('../routes/translation')),
          page(paths.labAiLlm.path, () => import('../routes/ai-llm')),
          page(paths.taskCompletion.path, () => import('../routes/task-completion')),
          page(paths.multiturnChat.path, () => import('../routes/multiturn-chat')),
          page(paths.imageGeneration.path, () => import('../routes/image-generation')),
          page(paths.aiDeveloper.path, () => import('../routes/ai-developer')),
          page(paths.devBox.path, () => import('../routes/dev-box')),
          page(paths.achievements.path, () => import('../routes/achievements')),
          page(paths.notifications.path, () => import('../routes/notifications'), chat),
          page(paths.messages.path, () => import('../routes/messages'), noFooter),
        ],
      },
      { path: '*', lazy: lazyPage(() => import('../routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** The same routes in memory: Storybook's click-through flows (decision 0900). */
export const createMemoryAppRouter = (initialEntries: string[]) =>
  createMemoryRouter(routes, { initialEntries });

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
