import { redirect, type RouteObject } from 'react-router-dom';

import { loginChildren, paths } from '../config/paths';
import type * as EagerPages from './eager-pages';
import { page } from './page-route';
import type { RouteHandle } from './route-handle';

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

/**
 * The pages inside the signed-in layout (router.tsx patches them in on the first visit to one).
 * Every listed page requires PERSONAL or ADMINISTRATOR: the layout's guard decides.
 */
export const signedInRoutes: RouteObject[] = [
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
  page(paths.offers.path, () => import('../routes/offers')),
  page(paths.offer.path, () => import('../routes/offer')),
  page(paths.sendOffer.path, () => import('../routes/send-offer')),
  page(paths.reviseOffer.path, () => import('../routes/send-offer')),
  page(paths.projectIssue.path, () => import('../routes/project-issue')),
  page(paths.projectReview.path, () => import('../routes/project-review')),
  page(paths.projectHours.path, () => import('../routes/project-hours')),
  page(paths.projectDisputes.path, () => import('../routes/project-disputes')),
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
  page(paths.notificationSettings.path, () => import('../routes/notification-settings'), noFooter),
  page(paths.messages.path, () => import('../routes/messages'), noFooter),
  // The console (decision 1501): a not-found page for anyone but an administrator.
  page(paths.consoleOverview.path, () => import('../routes/console-overview')),
  page(paths.consoleDisputes.path, () => import('../routes/console-disputes')),
  page(paths.consoleUsers.path, () => import('../routes/console-users')),
  page(paths.consolePayments.path, () => import('../routes/console-payments')),
  page(paths.consoleContent.path, () => import('../routes/console-content')),
  page(paths.consoleReports.path, () => import('../routes/console-reports')),
  page(paths.consoleAuditLog.path, () => import('../routes/console-audit-log')),
];
