import { useTranslation } from 'react-i18next';

import type { PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import type { Loadable } from '@lancer/ui/components/load-state';

import { PortfolioCard } from '../../components/portfolio-card';
import { cn } from '@lancer/ui/lib/cn';

type PortfolioSectionProps = {
  portfolio: Loadable<readonly PortfolioItem[]>;
  /** The public profile's section is an h2 in two columns; the Workers sheet's an h3 in one. */
  variant?: 'page' | 'sheet';
};

/**
 * A provider's portfolio (decision 1370), their items in their order: on the public profile and in
 * the Workers sheet. Nothing at all while it loads, when it fails or when they show none: a heading
 * over nothing says nothing to a client, and the page does not shift when it comes (the API's HTML
 * has it already).
 */
export function PortfolioSection({ portfolio, variant = 'page' }: PortfolioSectionProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'profile' });
  if (portfolio.status !== 'ready' || portfolio.data.length === 0) return null;
  const Heading = variant === 'page' ? 'h2' : 'h3';
  const id = `${variant}-portfolio`;
  return (
    <section aria-labelledby={id} className={cn('flex flex-col', variant === 'page' ? 'gap-3' : 'gap-2')}>
      <Heading id={id} className={variant === 'page' ? 'text-lg font-semibold' : 'text-sm font-medium'}>
        {t('portfolio')}
      </Heading>
      <ul
        aria-label={t('portfolioList')}
        className={variant === 'page' ? 'grid grid-cols-1 gap-4 sm:grid-cols-2' : 'flex flex-col gap-3'}
      >
        {portfolio.data.map((item) => (
          <li key={item.id}>
            <PortfolioCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
