import { useTranslation } from 'react-i18next';

import type { Earnings } from '@lancer/api/schemas/payment';
import { Stat } from '@lancer/ui/components/stat';

import { formatMoney } from '../../../lib/format';

/** Earned (released to the provider) and pending (funded, not yet released). */
export function EarningsOverview({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'providerHub.earnings' });
  const money = (cents: number) => formatMoney(cents, earnings.currency, i18n.language);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Stat label={t('earned')} value={money(earnings.earned_cents)} />
      <Stat label={t('pending')} value={money(earnings.pending_cents)} />
    </div>
  );
}
