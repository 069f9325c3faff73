import type { HandlerMap } from '../http/handler';
import { fetchSandbox } from './sandbox-service';
import { fetchBlogPost, fetchBlogPosts, sendContactMessage } from './site-service';

/** The public site: no sign-in needed. */
export const siteHandlers = {
  sendContactMessage: ({ services, body, request }) => sendContactMessage(services, body, request.ip),
  fetchBlogPosts: async ({ query }) => fetchBlogPosts(query),
  fetchBlogPost: async ({ query }) => fetchBlogPost(query.slug, query.lang),
  fetchSandbox: async ({ services }) => fetchSandbox(services),
} satisfies HandlerMap;
