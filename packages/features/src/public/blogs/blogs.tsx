import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchBlogPosts } from '@lancer/api/site/fetch-blog-posts';

import { toLoadable } from '../../lib/to-loadable';
import { siteLanguageOf } from '../lib/site-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { BlogsView } from './blogs-view';

/** Posts a page of the blog list holds. */
const BLOG_PAGE_SIZE = 6;

/** The blog list in the reader's language; a new tag starts again at page 1. */
export function Blogs() {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'blogs.meta' });
  usePageMeta(t('title'), t('description'));
  const lang = siteLanguageOf(i18n.language);
  const [filter, setFilter] = useState<{ lang: string; tag?: string; page: number }>({ lang, page: 1 });
  // Tags differ between languages: switching language starts the list again.
  if (filter.lang !== lang) setFilter({ lang, page: 1 });
  const posts = useFetchBlogPosts({
    lang,
    page: filter.page,
    page_size: BLOG_PAGE_SIZE,
    ...(filter.tag ? { tag: filter.tag } : {}),
  });
  return (
    <BlogsView
      posts={toLoadable(posts)}
      tag={filter.tag}
      onTagChange={(tag) => setFilter({ lang, page: 1, ...(tag ? { tag } : {}) })}
      onPageChange={(page) => {
        setFilter({ ...filter, page });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
