import { sendContactMessageMock } from './send-contact-message';
import { fetchBlogPostsMock } from './fetch-blog-posts';
import { fetchBlogPostMock } from './fetch-blog-post';
import { fetchSandboxMock } from './fetch-sandbox';

/** The site area's calls: each one's scenario factories, by operation name. */
export const siteMocks = {
  sendContactMessage: sendContactMessageMock,
  fetchBlogPosts: fetchBlogPostsMock,
  fetchBlogPost: fetchBlogPostMock,
  fetchSandbox: fetchSandboxMock,
} as const;
