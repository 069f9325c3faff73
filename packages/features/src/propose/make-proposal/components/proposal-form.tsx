import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { get, useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MILESTONES_SUM_MESSAGE } from '@lancer/api/rules/proposal-milestones';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import { MilestonesEditor } from '../../../components/milestones-editor';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';
import { formatMoney } from '../../../lib/format';
import type { ServerRefusal } from '../../../lib/refusal-of';
import {
  draftPathOf,
  draftSum,
  draftWeekCents,
  proposalFormSchema,
  type ProposalDraft,
  type ProposalFieldsBody,
} from '../../lib/proposal-draft';
import { MilestoneSumLine } from './milestone-sum-line';
import { PaymentPlanField } from './payment-plan-field';

type ProposalFormProps = {
  initial: ProposalDraft;
  currency: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last send; every typed value stays. */
  refusal: ServerRefusal | null;
  onSubmit: (body: ProposalFieldsBody) => void;
};

/**
 * Price, duration, milestones (summing to the price), payment plan and notes, on react-hook-form;
 * on an hourly job a rate and expected weekly hours instead of the price, milestones and plan.
 */
export function ProposalForm({
  initial,
  currency,
  submitLabel,
  pending,
  refusal,
  onSubmit,
}: ProposalFormProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'makeProposal' });
  const milestoneTexts = useTranslation('common', { keyPrefix: 'milestones' }).t;
  const form = useForm<ProposalDraft, unknown, ProposalFieldsBody>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitted } = form.formState;
  const { setError } = form;
  const refused = refusal?.error;
  useEffect(() => {
    if (refused)
      applyServerFieldErrors(refused, setError, {
        fieldOf: (field) => draftPathOf(field) as Path<ProposalDraft>,
      });
  }, [refused, setError]);
  const draft = form.watch();
  const revalidate = { shouldDirty: true, shouldValidate: isSubmitted };
  // The server's sum message reads the same as ours, in the reader's language.
  const serverMessage = (message: string | undefined) =>
    message === MILESTONES_SUM_MESSAGE ? t('errors.sum') : message;
  const errorOf = (path: string) => {
    const error = get(errors, path) as FieldError | undefined;
    const own = error?.message === undefined ? (error?.root as FieldError | undefined) : error;
    return serverMessage(fieldErrorText(own, (key) => t(key, { defaultValue: key })));
  };
  const fixedTerms = (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('price', { currency })} error={errorOf('price')} required>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="text-right tabular-nums"
            placeholder="0.00"
            {...form.register('price')}
          />
        </FormField>
        <FormField label={t('duration')} error={errorOf('duration')} required>
          <Input inputMode="numeric" autoComplete="off" {...form.register('duration')} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('milestones.legend')}</legend>
        <p className="text-sm text-muted-foreground">{milestoneTexts('help')}</p>
        <MilestonesEditor
          milestones={draft.milestones}
          onChange={(milestones) => form.setValue('milestones', milestones, revalidate)}
          errorOf={errorOf}
        />
        <MilestoneSumLine sum={draftSum(draft)} currency={currency} />
        {errorOf('milestones') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorOf('milestones')}
          </p>
        ) : null}
      </fieldset>
      <PaymentPlanField
        value={draft.payment_plan}
        onChange={(plan) => form.setValue('payment_plan', plan, revalidate)}
      />
    </>
  );
  return (
    <form
      noValidate
      aria-label={submitLabel}
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {refusal ? (
        <Alert variant="destructive">
          <AlertTitle>{serverMessage(refusal.fields.milestones) ?? refusal.message}</AlertTitle>
        </Alert>
      ) : null}
      {draft.hourly ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('rate', { currency })} help={t('rateHelp')} error={errorOf('rate')} required>
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="text-right tabular-nums"
              placeholder="0.00"
              {...form.register('rate')}
            />
          </FormField>
          <FormField label={t('weeklyHours')} error={errorOf('weekly_hours')} required>
            <Input inputMode="numeric" autoComplete="off" {...form.register('weekly_hours')} />
          </FormField>
          <FormField label={t('duration')} error={errorOf('duration')} required>
            <Input inputMode="numeric" autoComplete="off" {...form.register('duration')} />
          </FormField>
          <p role="status" className="text-sm text-muted-foreground tabular-nums sm:col-span-3">
            {t('weekPrice', { amount: formatMoney(draftWeekCents(draft), currency, i18n.language) })}
          </p>
        </div>
      ) : (
        fixedTerms
      )}
      <FormField label={t('notes')} help={t('notesHelp')} error={errorOf('notes')}>
        <Textarea rows={5} maxLength={20_000} {...form.register('notes')} />
      </FormField>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
