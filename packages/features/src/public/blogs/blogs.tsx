import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchBlogPosts } from '@lancer/api/site/fetch-blog-posts';

import { toLoadable } from '../../lib/to-loadable';
import { siteLanguageOf } from '../lib/format-day';
import { usePageMeta } from '../lib/use-page-meta';
import { BlogsView } from './blogs-view';

/** Posts a page of the blog list holds. */
export const BLOG_PAGE_SIZE = 6;

/** The blog list in the reader's language; a new tag starts again at page 1. */
export function Blogs() {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'blogs.meta' });
  usePageMeta(t('title'), t('description'));
  const [tag, setTag] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const posts = useFetchBlogPosts({
    lang: siteLanguageOf(i18n.language),
    page,
    page_size: BLOG_PAGE_SIZE,
    ...(tag ? { tag } : {}),
  });
  return (
    <BlogsView
      posts={toLoadable(posts)}
      tag={tag}
      onTagChange={(next) => {
        setTag(next);
        setPage(1);
      }}
      onPageChange={(next) => {
        setPage(next);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
