import { fetchBlogPosts } from '../../../contract/site';
import { pageBlogPosts } from '../../../rules/site';
import { mockBlogPosts } from '../../db/blog-posts';
import { createOperationMock } from '../operation-mock';

export const fetchBlogPostsMock = createOperationMock(fetchBlogPosts, ({ query }) => {
  const summaries = mockBlogPosts.map(({ html: _html, ...summary }) => summary);
  return pageBlogPosts(summaries, query);
});
