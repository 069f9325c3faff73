import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

import { formatMoney } from '../../../lib/format';
import { DialogFormFooter } from '../../../components/dialog-form-footer';

export type FundMethod = 1 | 2 | 3;

export type FundDialogProps = {
  milestone: MilestoneDetail | null;
  busy: boolean;
  /** Why the last try failed; the dialog stays open with its values. */
  error: string | null;
  onFund: (milestone: MilestoneDetail, method: FundMethod, proof: File | null) => void;
  onCancel: () => void;
};

const methods = [
  { value: MoneyCollectingMethodType.STRIPE_CHECKOUT, key: 'card' },
  { value: MoneyCollectingMethodType.MARKED_AS_PAID, key: 'marked' },
  { value: MoneyCollectingMethodType.UPLOAD_PROOF, key: 'proof' },
] as const;

/** The client funds a milestone: by card (leaves for the provider's checkout), marked as paid, or with a proof. */
export function FundDialog({ milestone, busy, error, onFund, onCancel }: FundDialogProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'projects' });
  const [method, setMethod] = useState<FundMethod>(MoneyCollectingMethodType.STRIPE_CHECKOUT);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  if (!milestone) return null;
  const amount = formatMoney(milestone.amount_cents, milestone.currency, i18n.language);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (method === MoneyCollectingMethodType.UPLOAD_PROOF && !proof) {
      setProofError(t('fund.proofRequired'));
      return;
    }
    onFund(milestone, method, method === MoneyCollectingMethodType.UPLOAD_PROOF ? proof : null);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent closeLabel={t('cancel')}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('fund.title', { title: milestone.title })}</DialogTitle>
            <DialogDescription>{t('fund.description', { amount })}</DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('fund.method')}</legend>
            <RadioGroup
              value={String(method)}
              onValueChange={(value) => setMethod(Number(value) as FundMethod)}
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
          </fieldset>
          {method === MoneyCollectingMethodType.UPLOAD_PROOF ? (
            <FormField label={t('fund.proofFile')} error={proofError ?? undefined} required>
              <Input
                type="file"
                accept="image/png,image/jpeg,image/webp,application/pdf"
                onChange={(event) => {
                  setProof(event.target.files?.[0] ?? null);
                  setProofError(null);
                }}
              />
            </FormField>
          ) : null}
          <DialogFormFooter
            failure={error ? { title: t('actionFailed', { message: error }) } : null}
            cancelLabel={t('cancel')}
            submitLabel={
              method === MoneyCollectingMethodType.STRIPE_CHECKOUT
                ? t('fund.submitCard')
                : t('fund.submit', { amount })
            }
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
