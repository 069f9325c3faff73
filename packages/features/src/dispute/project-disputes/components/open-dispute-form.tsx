import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { disputeReasons, type DisputeReason } from '@lancer/api/rules/dispute';
import type { OpenDisputeBody } from '@lancer/api/schemas/dispute';
import type { Issue } from '@lancer/api/schemas/issue';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';
import { Textarea } from '@lancer/ui/components/textarea';

import { applyServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';
import { formatDay, formatMoney } from '../../../lib/format';
import {
  milestoneChoice,
  openDisputeFieldOf,
  openDisputeFormSchema,
  weekChoice,
  weekOfChoice,
  type OpenDisputeFormBody,
  type OpenDisputeFormValues,
} from '../dispute-form-values';
import { EvidenceField, noEvidenceDraft, type EvidenceUploads } from './evidence-fields';

export type OpenDisputeFormProps = {
  projectId: string;
  /** The milestones my side may dispute now (funded, delivered, not paid, not disputed). */
  milestones: readonly MilestoneDetail[];
  /** An hourly project's weeks my side may dispute now (in their review, not disputed), by Monday. */
  weeks?: readonly string[];
  /** The milestone picked on arrival (?milestone=). */
  initialMilestoneId?: string;
  /** The week picked on arrival (?week=). */
  initialWeek?: string;
  /** The project's issues, to give as evidence. */
  issues: readonly Issue[];
  /** The files attached as evidence (useFileUploads). */
  uploads: EvidenceUploads;
  busy: boolean;
  /** Resolves once the dispute is open; rejects with the refusal (its field messages go on the fields). */
  onOpen: (body: OpenDisputeBody) => Promise<unknown>;
};

function initialSubject({ milestones, weeks = [], initialMilestoneId, initialWeek }: OpenDisputeFormProps) {
  if (initialWeek && weeks.includes(initialWeek)) return weekChoice(initialWeek);
  const milestone = milestones.find((item) => item.id === initialMilestoneId) ?? milestones[0];
  return milestone ? milestoneChoice(milestone.id) : weekChoice(weeks[0] ?? '');
}

/** Opens a dispute: which milestone or hourly week, why, and what went wrong in the opener's words. */
export function OpenDisputeForm(props: OpenDisputeFormProps) {
  const { projectId, milestones, weeks = [], issues, uploads, busy, onOpen } = props;
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const form = useForm<OpenDisputeFormValues, unknown, OpenDisputeFormBody>({
    resolver: zodResolver(openDisputeFormSchema(projectId)),
    defaultValues: {
      subject: initialSubject(props),
      reason: 'quality',
      statement: '',
      evidence: noEvidenceDraft,
    },
  });
  const week = weekOfChoice(form.watch('subject'));
  const error = (field: 'subject' | 'statement') =>
    fieldErrorText(form.formState.errors[field], (key) => t(key));
  const submit = form.handleSubmit(async (body) => {
    try {
      await onOpen({
        ...body,
        evidence: { ...body.evidence, file_ids: uploads.ready.map((file) => file.id) },
      });
    } catch (refusal) {
      // The page says what went wrong; a field the server names shows it too, the values kept.
      applyServerFieldErrors(refusal, form.setError, { fieldOf: openDisputeFieldOf });
    }
  });
  return (
    <form
      noValidate
      aria-labelledby="open-dispute-title"
      className="flex flex-col gap-4 rounded-lg border p-4"
      onSubmit={submit}
    >
      <h2 id="open-dispute-title" className="text-base font-semibold">
        {t('open.title')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          {weeks.length > 0 ? t('open.subject') : t('open.milestone')}
        </legend>
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="flex flex-col gap-2">
              {milestones.map((milestone) => (
                <Label key={milestone.id} className="flex items-center gap-2 font-normal">
                  <RadioGroupItem value={milestoneChoice(milestone.id)} />
                  {t('open.milestoneOption', {
                    title: milestone.title,
                    amount: formatMoney(milestone.amount_cents, milestone.currency, i18n.language),
                  })}
                </Label>
              ))}
              {weeks.map((item) => (
                <Label key={item} className="flex items-center gap-2 font-normal">
                  <RadioGroupItem value={weekChoice(item)} />
                  {t('open.week', { date: formatDay(item, i18n.language, 'long') })}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
        {error('subject') ? (
          <p role="alert" className="text-sm text-destructive">
            {error('subject')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('open.reason')}</legend>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={(value) => field.onChange(value as DisputeReason)}
              className="flex flex-wrap gap-4"
            >
              {disputeReasons.map((value) => (
                <Label key={value} className="flex items-center gap-2 font-normal">
                  <RadioGroupItem value={value} />
                  {t(`reasons.${value}`)}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      <FormField
        label={t('open.statement')}
        help={week ? t('open.holdsWeek') : t('open.holds')}
        error={error('statement')}
        required
      >
        <Textarea rows={4} maxLength={5_000} {...form.register('statement')} />
      </FormField>
      <EvidenceField control={form.control} issues={issues} uploads={uploads.uploads} />
      <Button
        type="submit"
        className="self-start"
        disabled={busy || uploads.busy || form.formState.isSubmitting}
      >
        {t('open.submit')}
      </Button>
    </form>
  );
}
