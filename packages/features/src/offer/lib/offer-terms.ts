import { useTranslation } from 'react-i18next';

import type { Offer } from '@lancer/api/schemas/offer';

import { formatAmount } from '../../lib/format';

/**
 * An offer's money terms in one line: "$45/hour, up to 20 hours a week", or "$1,200 fixed price,
 * 2 milestones".
 */
export function useOfferTermsText() {
  const { t, i18n } = useTranslation('offer', { keyPrefix: 'offers.terms' });
  return (offer: Pick<Offer, 'hourly' | 'milestones' | 'price_cents' | 'currency'>) =>
    offer.hourly
      ? t('hourly', {
          rate: formatAmount(offer.hourly.rate_cents, offer.currency, i18n.language),
          count: offer.hourly.weekly_limit_hours,
        })
      : t('fixed', {
          price: formatAmount(offer.price_cents, offer.currency, i18n.language),
          count: offer.milestones.length,
        });
}
