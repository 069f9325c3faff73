import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MILESTONES_SUM_MESSAGE } from '@lancer/api/rules/proposal-milestones';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import {
  bodyOf,
  checkDraft,
  draftSum,
  type ProposalDraft,
  type ProposalFieldsBody,
} from '../../lib/proposal-draft';
import { MilestonesEditor } from './milestones-editor';
import { MilestoneSumLine } from './milestone-sum-line';
import { PaymentPlanField } from './payment-plan-field';

export type ServerRefusal = { message: string; fields: Record<string, string> };

type ProposalFormProps = {
  initial: ProposalDraft;
  currency: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last send; every typed value stays. */
  refusal: ServerRefusal | null;
  onSubmit: (body: ProposalFieldsBody) => void;
};

/** Price, duration, milestones (summing to the price), payment plan and notes. */
export function ProposalForm({
  initial,
  currency,
  submitLabel,
  pending,
  refusal,
  onSubmit,
}: ProposalFormProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'makeProposal' });
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? checkDraft(draft) : {};
  const set = (patch: Partial<ProposalDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // The server's messages: the sum rule reads the same as ours, in the reader's language.
  const serverMessage = (message: string | undefined) =>
    message === MILESTONES_SUM_MESSAGE ? t('errors.sum') : message;
  const errorOf = (path: string) =>
    errors[path] ? t(`errors.${errors[path]}`) : serverMessage(refusal?.fields[path]);
  return (
    <form
      noValidate
      aria-label={submitLabel}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(checkDraft(draft)).length === 0) onSubmit(bodyOf(draft));
      }}
    >
      {refusal ? (
        <Alert variant="destructive">
          <AlertTitle>{serverMessage(refusal.fields.milestones) ?? refusal.message}</AlertTitle>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('price', { currency })} error={errorOf('price_cents')} required>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="text-right tabular-nums"
            placeholder="0.00"
            value={draft.price}
            onChange={(event) => set({ price: event.target.value })}
          />
        </FormField>
        <FormField label={t('duration')} error={errorOf('duration_days')} required>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={draft.duration}
            onChange={(event) => set({ duration: event.target.value })}
          />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('milestones.legend')}</legend>
        <p className="text-sm text-muted-foreground">{t('milestones.help')}</p>
        <MilestonesEditor
          milestones={draft.milestones}
          onChange={(milestones) => set({ milestones })}
          errorOf={errorOf}
        />
        <MilestoneSumLine sum={draftSum(draft)} currency={currency} />
        {errorOf('milestones') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorOf('milestones')}
          </p>
        ) : null}
      </fieldset>
      <PaymentPlanField value={draft.payment_plan} onChange={(payment_plan) => set({ payment_plan })} />
      <FormField label={t('notes')} help={t('notesHelp')} error={errorOf('notes')}>
        <Textarea
          rows={5}
          maxLength={20_000}
          value={draft.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
