import { useTranslation } from 'react-i18next';

import type { Review } from '@lancer/api/schemas/review';
import { Avatar } from '@lancer/ui/components/avatar';

import { formatDay } from '../lib/format';
import { personName } from '../lib/person-name';
import { StarRating } from './star-rating';

type ReviewCardProps = {
  review: Review;
  /** A heading of its own above the author (e.g. "Your review"); the author's name otherwise. */
  heading?: string;
  /** The project's title under the author (on a profile, where reviews come from many projects). */
  showProject?: boolean;
};

/** One public review: who wrote it (as client or provider), the stars, the comment and its day. */
export function ReviewCard({ review, heading, showProject = false }: ReviewCardProps) {
  const { t, i18n } = useTranslation('common', { keyPrefix: 'reviews' });
  const author = personName(review.author);
  return (
    <article
      data-slot="review-card"
      aria-label={heading ?? t('by', { name: author })}
      className="flex flex-col gap-2 rounded-lg border p-4"
    >
      {heading ? <h3 className="text-sm font-semibold">{heading}</h3> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Avatar src={review.author.photo_url || null} email={review.author.flid} alt="" size={32} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-medium break-words">{author}</span>
          <span className="text-xs text-muted-foreground">
            {t(review.author_role === 'client' ? 'asClient' : 'asProvider')} ·{' '}
            {formatDay(review.created_at, i18n.language)}
          </span>
        </div>
        <StarRating rating={review.rating} />
      </div>
      {showProject ? (
        <p className="text-xs break-words text-muted-foreground">
          {t('project', { title: review.project_title })}
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line">{review.comment}</p>
    </article>
  );
}
