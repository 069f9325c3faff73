import { useTranslation } from 'react-i18next';

import type { Earnings } from '@lancer/api/schemas/payment';
import { Card, CardContent, CardDescription, CardHeader } from '@lancer/ui/components/card';

import { formatMoney } from '../../../lib/format';

export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('payments');
  const figures = [
    ['earned', earnings.earned_cents],
    ['pending', earnings.pending_cents],
    ['spent', earnings.spent_cents],
  ] as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {figures.map(([key, cents]) => (
        <li key={key}>
          <Card className="gap-2 py-4" data-figure={key}>
            <CardHeader className="px-4">
              <CardDescription>{t(`earnings.${key}`)}</CardDescription>
            </CardHeader>
            <CardContent className="px-4">
              <p className="text-2xl font-semibold tabular-nums">
                {formatMoney(cents, earnings.currency, i18n.language)}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
