import { StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

/** A 1–5 rating as five stars, read out as "4 out of 5 stars" (the stars themselves are hidden). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'reviews' });
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      data-slot="star-rating"
      aria-label={t('stars', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-500 text-amber-500' : 'fill-transparent text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}
