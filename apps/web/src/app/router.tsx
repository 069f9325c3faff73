import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';

import { Role } from '@lancer/api/constants';

import { loginChildren, paths } from '../config/paths';
import { guardLoader } from '../lib/guard-loader';
import { lazyPage } from '../lib/lazy-page';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
// Spec section 2: projects, products, jobs, workers, quotes and posts are not loaded on demand.
import ComingSoon from '../routes/coming-soon';
import PostsRoute from '../routes/posts';
import ProductsRoute from '../routes/products';
import ProjectsRoute from '../routes/projects';
import WorkersRoute from '../routes/workers';

/** Every listed page except /demo requires PERSONAL or ADMINISTRATOR (spec section 6). */
const signedInRoles = [Role.PERSONAL, Role.ADMINISTRATOR];

const chat: RouteHandle = { chatBar: true };
const noFooter: RouteHandle = { noFooter: true };
const keepAlive: RouteHandle = { keepAlive: true };

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
        // Layouts load on demand too: a first visit to a public page downloads no signed-in code.
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
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
        loader: guardLoader(signedInRoles),
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        children: [
          { index: true, loader: () => redirect(paths.projects.path) },
          { path: paths.projects.path, Component: ProjectsRoute, handle: { ...chat, ...keepAlive } },
          { path: paths.projectIssues.path, Component: ProjectsRoute, handle: chat },
          { path: paths.products.path, loader: () => redirect(paths.products.getHref()) },
          { path: `${paths.products.path}/:tab`, Component: ProductsRoute, handle: chat },
          { path: paths.jobs.path, Component: ComingSoon, handle: { ...chat, ...keepAlive } },
          { path: paths.workers.path, Component: WorkersRoute, handle: { ...chat, ...keepAlive } },
          { path: paths.quotes.path, Component: ComingSoon, handle: { ...chat, ...keepAlive } },
          { path: paths.posts.path, Component: PostsRoute, handle: { ...chat, ...keepAlive } },
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
          page(paths.history.path, () => import('../routes/coming-soon')),
          page(paths.makeProposal.path, () => import('../routes/coming-soon')),
          page(paths.proposalSubmitted.path, () => import('../routes/coming-soon')),
          page(paths.providerHub.path, () => import('../routes/coming-soon')),
          page(paths.projectIssue.path, () => import('../routes/project-issue')),
          page(paths.dataVisualization.path, () => import('../routes/data-visualization')),
          page(paths.labHome.path, () => import('../routes/coming-soon')),
          page(paths.labTranslation.path, () => import('../routes/coming-soon')),
          page(paths.machineTranslation.path, () => import('../routes/coming-soon')),
          page(paths.labAiLlm.path, () => import('../routes/coming-soon')),
          page(paths.taskCompletion.path, () => import('../routes/coming-soon')),
          page(paths.multiturnChat.path, () => import('../routes/coming-soon')),
          page(paths.imageGeneration.path, () => import('../routes/coming-soon')),
          page(paths.aiDeveloper.path, () => import('../routes/coming-soon')),
          page(paths.devBox.path, () => import('../routes/coming-soon')),
          page(paths.achievements.path, () => import('../routes/achievements')),
        ],
      },
      { path: '*', lazy: lazyPage(() => import('../routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
