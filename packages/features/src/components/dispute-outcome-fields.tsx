import { useTranslation } from 'react-i18next';

import { disputeOutcomes, percentOf, type DisputeOutcome } from '@lancer/api/rules/dispute';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

import { formatMoney } from '../lib/format';

/** How a dispute's money goes: all to the provider, all back to the client, or the provider's percentage. */
export type OutcomeChoice = { outcome: DisputeOutcome; percent: number };

export const defaultOutcomeChoice: OutcomeChoice = { outcome: 'split', percent: 50 };

/** The call's fields for a choice (DISPUTE-SPLIT): cents only for a split, rounded from the percentage. */
export const outcomeBody = (choice: OutcomeChoice, amountCents: number) =>
  choice.outcome === 'split'
    ? { outcome: choice.outcome, provider_cents: percentOf(amountCents, choice.percent) }
    : { outcome: choice.outcome };

export type DisputeOutcomeFieldsProps = {
  amountCents: number;
  currency: string;
  value: OutcomeChoice;
  onChange: (value: OutcomeChoice) => void;
};

/**
 * Release, refund or split, and for a split the provider's percentage with what it means in money
 * both ways: the parties' settlement and the administrator's decision ask the same (decision 1500).
 */
export function DisputeOutcomeFields({ amountCents, currency, value, onChange }: DisputeOutcomeFieldsProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const providerCents = percentOf(amountCents, value.percent);
  return (
    <>
      <RadioGroup
        aria-label={t('outcome')}
        value={value.outcome}
        onValueChange={(outcome) => onChange({ ...value, outcome: outcome as DisputeOutcome })}
        className="flex flex-wrap gap-4"
      >
        {disputeOutcomes.map((outcome) => (
          <Label key={outcome} className="flex items-center gap-2">
            <RadioGroupItem value={outcome} />
            {t(`outcomes.${outcome}`)}
          </Label>
        ))}
      </RadioGroup>
      {value.outcome === 'split' ? (
        <Label className="flex flex-col items-start gap-1">
          {t('providerPercent')}
          <Input
            type="number"
            min={1}
            max={99}
            value={value.percent}
            onChange={(event) => onChange({ ...value, percent: Number(event.target.value) })}
            className="w-24"
          />
          <span className="text-sm text-muted-foreground">
            {t('splitSays', { provider: money(providerCents), client: money(amountCents - providerCents) })}
          </span>
        </Label>
      ) : null}
    </>
  );
}
