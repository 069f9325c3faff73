import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@lancer/api/http/api-error';
import { useApiClient } from '@lancer/api/react/api-client-context';
import { fetchBlogPostQueryOptions } from '@lancer/api/site/fetch-blog-post';

import { toLoadable } from '../../lib/to-loadable';
import { siteLanguageOf } from '../lib/format-day';
import { usePageMeta } from '../lib/use-page-meta';
import { BlogPostView } from './blog-post-view';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export type BlogPostProps = { slug: string };

/** One post in the reader's language; its title and summary become the page's title and description. */
export function BlogPost({ slug }: BlogPostProps) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'blogs.meta' });
  const query = useQuery({
    ...fetchBlogPostQueryOptions(useApiClient(), { slug, lang: siteLanguageOf(i18n.language) }),
    // A post that is not there will not appear by asking again.
    retry: (count, error) => !isNotFound(error) && count < 3,
  });
  const notFound = isNotFound(query.error);
  usePageMeta(query.data?.title ?? t('title'), query.data?.summary ?? t('description'));
  return <BlogPostView post={notFound ? { status: 'ready', data: null } : toLoadable(query)} />;
}
