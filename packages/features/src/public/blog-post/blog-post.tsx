import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { fetchBlogPost } from '@lancer/api/contract/site';
import { ApiError } from '@lancer/api/http/api-error';
import { useApiClient } from '@lancer/api/react/api-client-context';
import { fetchBlogPostQueryOptions } from '@lancer/api/site/fetch-blog-post';

import { toLoadable } from '../../lib/to-loadable';
import { siteLanguageOf } from '../lib/site-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { BlogPostView } from './blog-post-view';

export type BlogPostProps = { slug: string };

/**
 * One post in the reader's language; its title and summary become the page's title and
 * description. A post that is not there (404) is an answer, `null`, not an error to retry.
 */
export function BlogPost({ slug }: BlogPostProps) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'blogs.meta' });
  const client = useApiClient();
  const input = { slug, lang: siteLanguageOf(i18n.language) };
  const query = useQuery({
    queryKey: fetchBlogPostQueryOptions(client, input).queryKey,
    queryFn: ({ signal }) =>
      client.call(fetchBlogPost, { query: input, signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
  usePageMeta(query.data?.title ?? t('title'), query.data?.summary ?? t('description'));
  return <BlogPostView post={toLoadable(query)} />;
}
