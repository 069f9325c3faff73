import { useTranslation } from 'react-i18next';

import type { MilestoneSum } from '@lancer/api/rules/proposal-milestones';
import { cn } from '@lancer/ui/lib/cn';

import { formatMoney } from '../../../lib/format';

type MilestoneSumLineProps = { sum: MilestoneSum; currency: string; className?: string };

/** The running sum of the milestones against the price, updated on every key. */
export function MilestoneSumLine({ sum, currency, className }: MilestoneSumLineProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'makeProposal.sum' });
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const gap = sum.difference > 0 ? 'short' : sum.difference < 0 ? 'over' : 'matches';
  return (
    <p
      role="status"
      data-matches={sum.matches}
      className={cn(
        'text-sm tabular-nums',
        sum.matches ? 'text-muted-foreground' : 'text-destructive',
        className,
      )}
    >
      {t('total', { sum: money(sum.sum) })} {t(gap, { difference: money(Math.abs(sum.difference)) })}
    </p>
  );
}
