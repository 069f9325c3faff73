import { StarIcon } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

type StarRatingInputProps = {
  legend: string;
  /** Read out before each star's count ("Quality: 4 stars"), so the aspects' stars differ from the rating's. */
  aspect?: string;
  value: number | null;
  error?: string;
  disabled?: boolean;
  /** RHF's ref: focused on the checked star (the first when none) when the rating is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  onChange: (rating: number) => void;
  onBlur?: () => void;
};

/**
 * A 1–5 rating as five radio buttons drawn as stars ("4 stars" each for screen readers): arrow keys
 * move between them as in any radio group, and the stars up to the chosen one fill.
 */
export function StarRatingInput({
  legend,
  aspect,
  value,
  error,
  disabled,
  inputRef,
  onChange,
  onBlur,
}: StarRatingInputProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'review' });
  const name = useId();
  const errorId = `${name}-error`;
  const focusable = value ?? 1;
  return (
    <fieldset
      data-slot="star-rating-input"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
      disabled={disabled}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              ref={star === focusable ? inputRef : undefined}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span className="sr-only">
              {aspect
                ? t('aspectStarOption', { aspect, stars: t('starOption', { count: star }) })
                : t('starOption', { count: star })}
            </span>
            <StarIcon
              aria-hidden
              className={cn(
                'size-7',
                value !== null && star <= value
                  ? 'fill-amber-500 text-amber-500'
                  : 'fill-transparent text-muted-foreground',
              )}
            />
          </label>
        ))}
        {value !== null ? (
          <span className="ml-2 text-sm text-muted-foreground">{t(`ratingWord.${value}`)}</span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
