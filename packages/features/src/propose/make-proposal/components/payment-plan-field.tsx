import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { PaymentPlan } from '@lancer/api/schemas/proposal';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

const paymentPlans: PaymentPlan[] = ['per_milestone', 'upfront', 'on_completion'];

type PaymentPlanFieldProps = {
  value: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
  disabled?: boolean;
};

/** When the client pays, each choice with one line on when the money moves (PAYMENT-PLANS). */
export function PaymentPlanField({ value, onChange, disabled }: PaymentPlanFieldProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'paymentPlan' });
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('label')}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as PaymentPlan)}
        disabled={disabled}
        className="gap-3"
      >
        {paymentPlans.map((plan) => (
          <div key={plan} className="flex items-start gap-3">
            <RadioGroupItem
              value={plan}
              id={`${id}-${plan}`}
              aria-describedby={`${id}-${plan}-help`}
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-${plan}`}>{t(`${plan}.name`)}</Label>
              <p id={`${id}-${plan}-help`} className="text-sm text-muted-foreground">
                {t(`${plan}.when`)}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
