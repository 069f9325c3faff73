import { useController, useFormState, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { disputeOutcomes, percentOf, type DisputeOutcome } from '@lancer/api/rules/dispute';
import { disputeOutcomeSchema } from '@lancer/api/schemas/dispute';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { formatMoney } from '../../lib/format';

/** How a dispute's money goes: all to the provider, all back to the client, or the provider's percentage. */
export type OutcomeChoice = { outcome: DisputeOutcome; percent: number };

export const defaultOutcomeChoice: OutcomeChoice = { outcome: 'split', percent: 50 };

/** A choice as typed: a split names the provider's whole percentage, 1 to 99 (message: an i18n key of deliver's disputes). */
export const outcomeChoiceSchema = z
  .object({ outcome: disputeOutcomeSchema, percent: z.number() })
  .refine(
    (choice) =>
      choice.outcome !== 'split' ||
      (Number.isInteger(choice.percent) && choice.percent >= 1 && choice.percent <= 99),
    { message: 'errors.percent', path: ['percent'] },
  );

/** The call's fields for a choice (DISPUTE-SPLIT): cents only for a split, rounded from the percentage. */
export const outcomeBody = (choice: OutcomeChoice, amountCents: number) =>
  choice.outcome === 'split'
    ? { outcome: choice.outcome, provider_cents: percentOf(amountCents, choice.percent) }
    : { outcome: choice.outcome };

/** The outcome's field of a field the call names (`provider_cents` -> `choice.percent`), for a form holding it as `choice`. */
export const outcomeFieldOf = (field: string) =>
  field === 'provider_cents' ? 'choice.percent' : field === 'outcome' ? 'choice.outcome' : undefined;

type DisputeOutcomeFieldsProps = {
  amountCents: number;
  currency: string;
  value: OutcomeChoice;
  onChange: (value: OutcomeChoice) => void;
  /** The percentage's error (react-hook-form's), said under it. */
  percentError?: Pick<FieldError, 'type' | 'message'>;
};

/**
 * Release, refund or split, and for a split the provider's percentage with what it means in money
 * both ways: the parties' settlement and the administrator's decision ask the same (decision 1500).
 */
function DisputeOutcomeFields({
  amountCents,
  currency,
  value,
  onChange,
  percentError,
}: DisputeOutcomeFieldsProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const percentMessage = fieldErrorText(percentError, (key) => t(key));
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
            aria-invalid={percentMessage ? true : undefined}
            onChange={(event) => onChange({ ...value, percent: Number(event.target.value) })}
            className="w-24"
          />
          {percentMessage ? (
            <span role="alert" className="text-sm text-destructive">
              {percentMessage}
            </span>
          ) : null}
          <span className="text-sm text-muted-foreground">
            {t('splitSays', { provider: money(providerCents), client: money(amountCents - providerCents) })}
          </span>
        </Label>
      ) : null}
    </>
  );
}

/** The outcome of a form on react-hook-form holding it as `choice`, with the percentage's error. */
export function DisputeOutcomeField<Values extends { choice: OutcomeChoice }, Body>({
  control: anyControl,
  amountCents,
  currency,
}: {
  control: Control<Values, unknown, Body>;
  amountCents: number;
  currency: string;
}) {
  // Any form holding `choice`: its control read as one holding only that.
  const control = anyControl as unknown as Control<{ choice: OutcomeChoice }>;
  const { field } = useController({ control, name: 'choice' });
  const { errors } = useFormState({ control, name: 'choice' });
  return (
    <DisputeOutcomeFields
      amountCents={amountCents}
      currency={currency}
      value={field.value}
      onChange={field.onChange}
      percentError={errors.choice?.percent}
    />
  );
}
