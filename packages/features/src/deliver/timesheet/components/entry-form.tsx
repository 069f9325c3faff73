import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { userMessageOf } from '@lancer/api/http/api-error';
import type { TimeEntry } from '@lancer/api/schemas/hourly';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/apply-server-field-errors';
import { entryFormSchema, hoursTextOf, type EntryBody, type EntryFormValues } from '../entry-form-values';

type EntryFormProps = {
  projectId: string;
  /** The day the form starts on (today, on the server's clock). */
  today: string;
  onSubmit: (body: EntryBody) => Promise<unknown>;
  /** An entry of the open week being changed (HOURLY-EDIT-OPEN-WEEK); adds a new one without it. */
  entry?: TimeEntry;
  onCancel?: () => void;
};

/**
 * Time logged by hand, or an entry changed: a day of the open week, hours and a memo; the weekly
 * limit's refusal shows above the button.
 */
export function EntryForm({ projectId, today, onSubmit, entry, onCancel }: EntryFormProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EntryFormValues, unknown, EntryBody>({
    resolver: zodResolver(entryFormSchema(projectId)),
    defaultValues: entry
      ? { date: entry.date, hours: hoursTextOf(entry.minutes), memo: entry.memo }
      : { date: today, hours: '', memo: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await onSubmit(body);
      if (!entry) form.reset({ date: body.date, hours: '', memo: '' });
    } catch (error) {
      setRefusal(userMessageOf(error));
    }
  });
  const errorText = (name: keyof EntryFormValues) =>
    fieldErrorText(form.formState.errors[name], (key) => t(key));
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold">
        {entry ? t('editTitle') : t('addTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('date')} error={errorText('date')}>
          <Input type="date" max={today} {...form.register('date')} />
        </FormField>
        <FormField label={t('hours')} help={t('hoursHelp')} error={errorText('hours')}>
          <Input inputMode="decimal" {...form.register('hours')} />
        </FormField>
      </div>
      <FormField label={t('memo')} error={errorText('memo')}>
        <Textarea rows={2} maxLength={2_000} {...form.register('memo')} />
      </FormField>
      {refusal ? <FormAlert title={entry ? t('editFailed') : t('addFailed')} reason={refusal} /> : null}
      <div className="flex gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {entry ? t('save') : t('add')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
