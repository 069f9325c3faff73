import { StarHalfIcon, StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

/** A 1–5 rating as five stars, read out as "4 out of 5 stars" (the stars themselves are hidden). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'reviews' });
  // Whole stars, and a half one for a mean such as 4.5 (4.8 shows five, 4.2 four).
  const full = Math.floor(rating + 0.25);
  const half = rating - full >= 0.25;
  return (
    <span
      role="img"
      data-slot="star-rating"
      aria-label={t('stars', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className="relative inline-flex">
          <StarIcon
            aria-hidden
            className={cn(
              'size-4',
              star <= full ? 'fill-amber-500 text-amber-500' : 'fill-transparent text-muted-foreground',
            )}
          />
          {half && star === full + 1 ? (
            <StarHalfIcon aria-hidden className="absolute inset-0 size-4 fill-amber-500 text-amber-500" />
          ) : null}
        </span>
      ))}
    </span>
  );
}
