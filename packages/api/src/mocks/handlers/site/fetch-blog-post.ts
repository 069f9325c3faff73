import { fetchBlogPost } from '../../../contract/site';
import { mockBlogPosts } from '../../db/blog-posts';
import { notFound } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const fetchBlogPostMock = createOperationMock(fetchBlogPost, ({ query }) => {
  const post = mockBlogPosts.find((item) => item.slug === query.slug && item.lang === query.lang);
  if (!post) throw notFound('Blog post');
  return post;
});
