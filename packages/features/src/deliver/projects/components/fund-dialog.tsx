import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { paymentMethodTypeSchema } from '@lancer/api/schemas/payment';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

import { FormDialog } from '../../../components/form-dialog';
import { fieldErrorText, useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { formatMoney } from '../../../lib/format';

export type FundMethod = 1 | 2 | 3;

export type FundDialogProps = {
  milestone: MilestoneDetail | null;
  busy: boolean;
  /** Why the last try failed; the dialog stays open with its values. */
  error: string | null;
  /** The last failed call; a VALIDATION_FAILED answer's method or file message goes on its field. */
  refusal?: unknown;
  onFund: (milestone: MilestoneDetail, method: FundMethod, proof: File | null) => void;
  onCancel: () => void;
};

const methods = [
  { value: MoneyCollectingMethodType.STRIPE_CHECKOUT, key: 'card' },
  { value: MoneyCollectingMethodType.MARKED_AS_PAID, key: 'marked' },
  { value: MoneyCollectingMethodType.UPLOAD_PROOF, key: 'proof' },
] as const;

type FundValues = { method: FundMethod; proof: File | null };

/**
 * The fund form's schema (decision 1140): the method as fundMilestone's contract reads it, and the
 * proof file the UPLOAD_PROOF method needs (`fund.proofRequired` of the `projects` texts); its output
 * is the method and the proof to upload (none for the other methods).
 */
const fundFormSchema = z
  .object({ method: paymentMethodTypeSchema, proof: z.custom<File>().nullable() })
  .refine((values) => values.method !== MoneyCollectingMethodType.UPLOAD_PROOF || values.proof !== null, {
    message: 'fund.proofRequired',
    path: ['proof'],
  })
  .transform(({ method, proof }): FundValues => ({
    method,
    proof: method === MoneyCollectingMethodType.UPLOAD_PROOF ? proof : null,
  }));

/** The server's fields the form shows: fundMilestone's method, and uploadPaymentProof's file under the proof. */
const fieldOfFund = (field: string) =>
  field === 'method' ? ('method' as const) : field === 'file' ? ('proof' as const) : undefined;

/** The client funds a milestone: by card (leaves for the provider's checkout), marked as paid, or with a proof. */
export function FundDialog({ milestone, ...props }: FundDialogProps) {
  if (!milestone) return null;
  return <FundForm milestone={milestone} {...props} />;
}

function FundForm({
  milestone,
  busy,
  error,
  refusal,
  onFund,
  onCancel,
}: FundDialogProps & { milestone: MilestoneDetail }) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'projects' });
  const form = useForm<FundValues, unknown, FundValues>({
    resolver: zodResolver(fundFormSchema),
    defaultValues: { method: MoneyCollectingMethodType.STRIPE_CHECKOUT, proof: null },
  });
  useServerFieldErrors(refusal, form.setError, fieldOfFund);
  const { errors } = form.formState;
  const errorText = (fieldError: (typeof errors)['method']) => fieldErrorText(fieldError, (key) => t(key));
  const method = form.watch('method');
  const amount = formatMoney(milestone.amount_cents, milestone.currency, i18n.language);
  const methodError = errorText(errors.method);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      closeLabel={t('cancel')}
      title={t('fund.title', { title: milestone.title })}
      description={t('fund.description', { amount })}
      onSubmit={form.handleSubmit((values) => onFund(milestone, values.method, values.proof))}
      failure={error ? { title: t('actionFailed', { message: error }) } : null}
      cancelLabel={t('cancel')}
      submitLabel={
        method === MoneyCollectingMethodType.STRIPE_CHECKOUT
          ? t('fund.submitCard')
          : t('fund.submit', { amount })
      }
      busy={busy}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('fund.method')}</legend>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value) as FundMethod)}
              aria-invalid={methodError ? true : undefined}
              aria-describedby={methodError ? 'fund-method-error' : undefined}
              className="gap-3"
            >
              {methods.map((option) => (
                <div key={option.value} className="flex items-start gap-3">
                  <RadioGroupItem id={`fund-${option.key}`} value={String(option.value)} className="mt-0.5" />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`fund-${option.key}`}>{t(`fund.${option.key}`)}</Label>
                    <span className="text-xs text-muted-foreground">{t(`fund.${option.key}Help`)}</span>
                  </div>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {methodError ? (
          <p id="fund-method-error" role="alert" className="text-sm font-medium text-destructive">
            {methodError}
          </p>
        ) : null}
      </fieldset>
      {method === MoneyCollectingMethodType.UPLOAD_PROOF ? (
        <Controller
          control={form.control}
          name="proof"
          render={({ field }) => (
            <FormField label={t('fund.proofFile')} error={errorText(errors.proof)} required>
              <Input
                ref={field.ref}
                name={field.name}
                type="file"
                accept="image/png,image/jpeg,image/webp,application/pdf"
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
              />
            </FormField>
          )}
        />
      ) : null}
    </FormDialog>
  );
}
