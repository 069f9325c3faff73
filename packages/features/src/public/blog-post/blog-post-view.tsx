import { useTranslation } from 'react-i18next';

import type { BlogPost } from '@lancer/api/schemas/site';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { formatDay } from '../../lib/format';
import { PostBody } from './components/post-body';
import { paths } from '../../navigation/paths';

/** A post, or `null` when there is no post of that name in this language. */
export type BlogPostViewProps = { post: Loadable<BlogPost | null> };

const skeleton = (
  <div className="flex flex-col gap-4">
    <Skeleton className="h-10 w-3/4" />
    <Skeleton className="h-5 w-1/3" />
    <Skeleton className="h-40" />
  </div>
);

export function BlogPostView({ post }: BlogPostViewProps) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'blogPost' });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-12">
      <div>
        <Button asChild variant="ghost" size="sm">
          <AppLink to={paths.blogs.getHref()}>
            <span aria-hidden>←</span>
            {t('back')}
          </AppLink>
        </Button>
      </div>
      <LoadState
        state={post}
        {...useLoadStateLabels()}
        errorTitle={t('errorTitle')}
        skeleton={skeleton}
        isEmpty={(data) => data === null}
        empty={{ title: t('notFound.title'), description: t('notFound.description') }}
      >
        {(data) =>
          data && (
            <article className="flex flex-col gap-6">
              <header className="flex flex-col gap-3">
                <h1 className="text-4xl font-semibold tracking-tight text-balance break-words">
                  {data.title}
                </h1>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={data.published_on}>
                    {formatDay(data.published_on, i18n.language, 'long')}
                  </time>
                  {' · '}
                  {t('by', { keyPrefix: 'blogs', author: data.author })}
                  {' · '}
                  {t('readingTime', { keyPrefix: 'blogs', count: data.reading_minutes })}
                </p>
                <div className="flex flex-wrap gap-2">
                  {data.tags.map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                </div>
              </header>
              <PostBody html={data.html} />
            </article>
          )
        }
      </LoadState>
    </div>
  );
}
