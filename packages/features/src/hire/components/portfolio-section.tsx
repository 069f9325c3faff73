import { useTranslation } from 'react-i18next';

import type { PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import type { Loadable } from '@lancer/ui/components/load-state';

import { PortfolioCard } from '../../components/portfolio-card';

/**
 * The provider's portfolio on their public profile (decision 1370), their items in their order.
 * Nothing at all while it loads, when it fails or when they show none: a heading over nothing says
 * nothing to a client, and the page does not shift when it comes (the API's HTML has it already).
 */
export function PortfolioSection({ portfolio }: { portfolio: Loadable<readonly PortfolioItem[]> }) {
  const { t } = useTranslation('hire', { keyPrefix: 'profile' });
  if (portfolio.status !== 'ready' || portfolio.data.length === 0) return null;
  return (
    <section aria-labelledby="profile-portfolio" className="flex flex-col gap-3">
      <h2 id="profile-portfolio" className="text-lg font-semibold">
        {t('portfolio')}
      </h2>
      <ul aria-label={t('portfolioList')} className="grid gap-4 sm:grid-cols-2">
        {portfolio.data.map((item) => (
          <li key={item.id}>
            <PortfolioCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
