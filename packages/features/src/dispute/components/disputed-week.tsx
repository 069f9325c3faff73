import { useTranslation } from 'react-i18next';

import type { Dispute } from '@lancer/api/schemas/dispute';

import { formatDay, formatMoney } from '../../lib/format';
import { hoursOf } from '../../lib/hours';

/**
 * The hourly week a dispute is about (decision 1550): its hours at the contract's rate, as both
 * sides and the console's case file show it. Nothing for a milestone's dispute.
 */
export function DisputedWeek({ dispute }: { dispute: Pick<Dispute, 'week' | 'currency'> }) {
  const { t, i18n } = useTranslation('common');
  if (!dispute.week) return null;
  const language = i18n.language;
  return (
    <p data-slot="disputed-week" className="text-sm text-muted-foreground">
      {t('disputedWeek', {
        date: formatDay(dispute.week.week_start, language, 'long'),
        hours: hoursOf(dispute.week.minutes, language),
        rate: formatMoney(dispute.week.rate_cents, dispute.currency, language),
      })}
    </p>
  );
}
