import {
  blogPostQuerySchema,
  blogPostSchema,
  blogPostsPageSchema,
  blogPostsQuerySchema,
  contactMessageInputSchema,
  contactMessageReceiptSchema,
  sandboxSchema,
} from '../schemas/site';
import { anyone } from './access';
import { defineOperation } from './operation';

/** The public site: no sign-in needed for any of these. */

export const sendContactMessage = defineOperation({
  name: 'sendContactMessage',
  method: 'POST',
  path: '/api/site/send-contact-message',
  summary:
    'A message from the contact form: stored, mailed to the team, limited per address (429 RATE_LIMITED).',
  auth: 'none',
  access: anyone,
  limit: 'contact',
  body: contactMessageInputSchema,
  response: contactMessageReceiptSchema,
});

export const fetchBlogPosts = defineOperation({
  name: 'fetchBlogPosts',
  method: 'GET',
  path: '/api/site/fetch-blog-posts',
  summary: 'Blog posts in one language, newest first, paged, optionally of one tag.',
  auth: 'none',
  access: anyone,
  query: blogPostsQuerySchema,
  response: blogPostsPageSchema,
});

export const fetchBlogPost = defineOperation({
  name: 'fetchBlogPost',
  method: 'GET',
  path: '/api/site/fetch-blog-post',
  summary: 'One blog post with its Markdown rendered to sanitised HTML; 404 when there is none.',
  auth: 'none',
  access: anyone,
  query: blogPostQuerySchema,
  response: blogPostSchema,
});

export const fetchSandbox = defineOperation({
  name: 'fetchSandbox',
  method: 'GET',
  path: '/api/site/fetch-sandbox',
  summary:
    'What this server only pretends: simulated card payments, mail written to its log instead of sent (decision 1000).',
  auth: 'none',
  access: anyone,
  response: sandboxSchema,
});

export const siteOperations = { sendContactMessage, fetchBlogPosts, fetchBlogPost, fetchSandbox } as const;
