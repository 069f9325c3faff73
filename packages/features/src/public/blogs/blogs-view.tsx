import { useTranslation } from 'react-i18next';

import type { BlogPostsPage } from '@lancer/api/schemas/site';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Pagination } from '@lancer/ui/components/pagination';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { PostCard } from './components/post-card';
import { TagFilter } from './components/tag-filter';

export type BlogsViewProps = {
  posts: Loadable<BlogPostsPage>;
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
  onPageChange: (page: number) => void;
};

const skeleton = (
  <div className="grid gap-4 sm:grid-cols-2">
    {[0, 1, 2, 3].map((index) => (
      <Skeleton key={index} className="h-44" />
    ))}
  </div>
);

/** The blog: newest first, a tag filter, pages. */
export function BlogsView({ posts, tag, onTagChange, onPageChange }: BlogsViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'blogs' });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-14">
      <section className="flex flex-col gap-3">
        <h1 className="text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('lead')}</p>
      </section>
      <h2 className="sr-only">{t('posts')}</h2>
      {posts.status === 'ready' && posts.data.tags.length > 0 ? (
        <TagFilter tags={posts.data.tags} selected={tag} onChange={onTagChange} />
      ) : null}
      <LoadState
        state={posts}
        {...useLoadStateLabels()}
        errorTitle={t('errorTitle')}
        skeleton={skeleton}
        isEmpty={(page) => page.items.length === 0}
        empty={{ title: t('empty.title'), description: t('empty.description') }}
      >
        {(page) => (
          <div className="flex flex-col gap-8">
            <ul className="grid gap-4 sm:grid-cols-2">
              {page.items.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page.page}
              pageCount={Math.ceil(page.total / page.page_size)}
              onPageChange={onPageChange}
              labels={{
                nav: t('pages.nav'),
                previous: t('pages.previous'),
                next: t('pages.next'),
                page: (number) => t('pages.page', { page: number }),
                more: t('pages.more'),
              }}
            />
          </div>
        )}
      </LoadState>
    </div>
  );
}
