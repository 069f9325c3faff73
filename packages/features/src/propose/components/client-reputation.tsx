import { StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { ClientReputationFigure } from '@lancer/api/schemas/review';
import { cn } from '@lancer/ui/lib/cn';

import { StarRating } from '../../components/star-rating';

type ClientReputationProps = {
  reputation: ClientReputationFigure;
  className?: string;
};

/** A mean rating to one decimal, as "4.0" (decision 1341 rounds it so). */
const formatRating = (rating: number, language: string) =>
  rating.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Payments the client made: paid milestones and paid hourly invoices alike. */
const paymentsOf = (reputation: ClientReputationFigure) =>
  reputation.paid_milestones + reputation.paid_invoices;

/**
 * CLIENT-REPUTATION (decisions 1341, 1350) on a job card: "★ 4.5 (2 reviews) · 50% hire rate ·
 * 3 jobs posted · 4 payments made", or "New client · No reviews yet" for a client with no record.
 */
export function ClientReputationLine({ reputation, className }: ClientReputationProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'clientReputation' });
  const payments = paymentsOf(reputation);
  const isNew = reputation.review_count === 0 && reputation.hire_rate === null && payments === 0;
  const parts = [
    isNew ? (
      <span key="new" className="font-medium text-foreground">
        {t('newClient')}
      </span>
    ) : null,
    reputation.rating === null ? (
      <span key="rating">{t('noReviews')}</span>
    ) : (
      <span key="rating" className="inline-flex items-center gap-1">
        <StarIcon aria-hidden className="size-3.5 fill-amber-500 text-amber-500" />
        <span className="font-medium text-foreground tabular-nums">
          {formatRating(reputation.rating, i18n.language)}
        </span>
        <span>({t('reviewCount', { count: reputation.review_count })})</span>
      </span>
    ),
    isNew ? null : (
      <span key="hires">
        {reputation.hire_rate === null ? t('noHires') : t('hireRate', { rate: reputation.hire_rate })}
      </span>
    ),
    <span key="posts">{t('posts', { count: reputation.posts })}</span>,
    isNew ? null : (
      <span key="payments">{payments === 0 ? t('noPayments') : t('payments', { count: payments })}</span>
    ),
    reputation.disputes > 0 ? (
      <span key="disputes" className="font-medium text-destructive">
        {t('disputes', { count: reputation.disputes })}
      </span>
    ) : null,
  ].filter((part) => part !== null);
  return (
    <p
      data-slot="client-reputation"
      aria-label={t('label')}
      className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground', className)}
    >
      {parts.flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <span key={`dot-${index}`} aria-hidden>
                ·
              </span>,
              part,
            ],
      )}
    </p>
  );
}

/** CLIENT-REPUTATION in the job sheet: each figure with its name, as "About the client". */
export function ClientReputationFacts({ reputation, className }: ClientReputationProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'clientReputation' });
  const payments = paymentsOf(reputation);
  return (
    <section
      data-slot="client-reputation"
      aria-labelledby="client-reputation-title"
      className={cn('flex flex-col gap-2 rounded-lg border p-4', className)}
    >
      <h3 id="client-reputation-title" className="text-sm font-semibold">
        {t('label')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('ratingTerm')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {reputation.rating === null ? (
            t('noReviews')
          ) : (
            <>
              <span className="font-medium tabular-nums">
                {formatRating(reputation.rating, i18n.language)}
              </span>
              <StarRating rating={reputation.rating} />
              <span className="text-muted-foreground">
                ({t('reviewCount', { count: reputation.review_count })})
              </span>
            </>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('hireRateTerm')}</dt>
        <dd className="tabular-nums">
          {reputation.hire_rate === null
            ? t('noHires')
            : t('hireRateOf', { rate: reputation.hire_rate, count: reputation.hired_posts })}
        </dd>
        <dt className="text-muted-foreground">{t('postsTerm')}</dt>
        <dd className="tabular-nums">{reputation.posts}</dd>
        <dt className="text-muted-foreground">{t('paymentsTerm')}</dt>
        <dd className="tabular-nums">
          {payments === 0
            ? t('noPayments')
            : t('paymentsOf', {
                count: payments,
                milestones: reputation.paid_milestones,
                invoices: reputation.paid_invoices,
              })}
        </dd>
        <dt className="text-muted-foreground">{t('disputesTerm')}</dt>
        <dd className={cn('tabular-nums', reputation.disputes > 0 && 'font-medium text-destructive')}>
          {reputation.disputes}
        </dd>
      </dl>
    </section>
  );
}
