import { StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PROVIDER_ASPECTS } from '@lancer/api/rules/review';
import type { PublicProfile } from '@lancer/api/schemas/review';

import { formatNumber } from '../../../lib/format';

/**
 * The mean of each aspect a provider was rated on (REVIEW-ASPECTS), as "Quality ★ 4.5", one per
 * line of a profile's rating; nothing while no public review rated any aspect.
 */
export function AspectAverages({ averages }: { averages: PublicProfile['aspect_averages'] }) {
  const { t, i18n } = useTranslation('common', { keyPrefix: 'reviews' });
  const rated = PROVIDER_ASPECTS.filter((aspect) => averages[aspect] !== null);
  if (rated.length === 0) return null;
  return (
    <dd data-slot="aspect-averages">
      <ul aria-label={t('aspectAverages')} className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs">
        {rated.map((aspect) => (
          <li key={aspect} className="flex items-center gap-1">
            <span className="text-muted-foreground">{t(`aspect.${aspect}`)}</span>
            <StarIcon aria-hidden className="size-3 fill-amber-500 text-amber-500" />
            <span className="font-medium">{formatNumber(averages[aspect]!, i18n.language)}</span>
          </li>
        ))}
      </ul>
    </dd>
  );
}
