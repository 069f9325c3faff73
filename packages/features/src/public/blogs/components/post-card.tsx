import { useTranslation } from 'react-i18next';

import type { BlogPostSummary } from '@lancer/api/schemas/site';
import { Badge } from '@lancer/ui/components/badge';

import { AppLink } from '../../../navigation/app-link';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../navigation/paths';

/** One post in the list: its title links to the post. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'blogs' });
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground">
      <p className="text-sm text-muted-foreground">
        <time dateTime={post.published_on}>{formatDay(post.published_on, i18n.language, 'long')}</time>
        {' · '}
        {t('readingTime', { count: post.reading_minutes })}
      </p>
      <h3 className="text-xl font-semibold break-words">
        <AppLink to={paths.blog.getHref(post.slug)} className="hover:underline">
          {post.title}
        </AppLink>
      </h3>
      <p className="flex-1 text-muted-foreground">{post.summary}</p>
      <div className="flex flex-wrap gap-2">
        {post.tags.map((tag) => (
          <Badge key={tag} variant="secondary">
            {tag}
          </Badge>
        ))}
      </div>
    </article>
  );
}
