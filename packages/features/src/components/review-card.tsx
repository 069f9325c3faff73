import { StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { REVIEW_ASPECTS } from '@lancer/api/rules/review';
import type { Review, ReviewAspects } from '@lancer/api/schemas/review';
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
  /** Under the review and its reply: e.g. the reviewed person's reply form. */
  children?: ReactNode;
  /** An action under the comment (Report, decision 1504). */
  action?: ReactNode;
};

/**
 * One public review: who wrote it (as client or provider), the stars, the aspects rated
 * (REVIEW-ASPECTS), the comment and its day, the reviewed person's reply under it (REVIEW-REPLY),
 * and an action such as Report.
 */
export function ReviewCard({ review, heading, showProject = false, children, action }: ReviewCardProps) {
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
      <AspectRatings aspects={review.aspects} />
      <p className="text-sm break-words whitespace-pre-line">{review.comment}</p>
      {review.reply ? (
        <div data-slot="review-reply" className="ml-2 flex flex-col gap-1 border-l-2 pl-3">
          <p className="text-xs font-medium text-muted-foreground">
            {t('replyBy', { name: personName(review.subject) })} ·{' '}
            {formatDay(review.reply.created_at, i18n.language)}
          </p>
          <p className="text-sm break-words whitespace-pre-line">{review.reply.comment}</p>
        </div>
      ) : null}
      {action ? <div className="flex justify-end">{action}</div> : null}
      {children}
    </article>
  );
}

/** The aspects a review rated, as "Quality ★ 5": none on reviews written before aspects existed. */
function AspectRatings({ aspects }: { aspects: ReviewAspects }) {
  const { t } = useTranslation('common', { keyPrefix: 'reviews' });
  const rated = REVIEW_ASPECTS.filter((aspect) => aspects[aspect] !== undefined);
  if (rated.length === 0) return null;
  return (
    <dl data-slot="review-aspects" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {rated.map((aspect) => (
        <div key={aspect} className="flex items-center gap-1">
          <dt className="text-muted-foreground">{t(`aspect.${aspect}`)}</dt>
          <dd className="flex items-center gap-0.5 font-medium">
            <StarIcon aria-hidden className="size-3 fill-amber-500 text-amber-500" />
            <span className="sr-only">{t('stars', { rating: aspects[aspect] })}</span>
            <span aria-hidden>{aspects[aspect]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
