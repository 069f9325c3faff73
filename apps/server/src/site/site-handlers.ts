import type { HandlerMap } from '../http/handler';
import { fetchBlogPost, fetchBlogPosts, sendContactMessage } from './site-service';

/** The public site: no sign-in needed. */
export const siteHandlers = {
  sendContactMessage: ({ services, body, request }) => sendContactMessage(services, body, request.ip),
  fetchBlogPosts: async ({ query }) => fetchBlogPosts(query),
  fetchBlogPost: async ({ query }) => fetchBlogPost(query.slug, query.lang),
} satisfies HandlerMap;
