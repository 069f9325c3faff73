import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { richTextAllowList } from '@lancer/api/rules/rich-text';
import { Button } from '@lancer/ui/components/button';
import { Combobox } from '@lancer/ui/components/combobox';
import { CurrencyInput } from '@lancer/ui/components/currency-input';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { RichTextEditor } from '@lancer/ui/components/rich-text-editor';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';

import { localeOf } from '../../../lib/format';
import { expectedDurations, jobCategories, skillSuggestions } from '../../../lib/job-options';
import { fieldErrorText } from '../../../lib/apply-server-field-errors';
import type { JobBody, JobField, JobFormValues } from '../job-form-values';
import { AttachmentsField, type UploadItem } from './attachments-field';
import { ChoiceGroup } from './choice-group';

export type JobFormProps = {
  form: UseFormReturn<JobFormValues, unknown, JobBody>;
  uploads: readonly UploadItem[];
  rewritePending: boolean;
  onFiles: (files: File[]) => void;
  onRewrite: () => void;
};

/** The fields of a job post on react-hook-form: `form` holds the values, its errors show beside them. */
export function JobForm({ form, uploads, rewritePending, ...props }: JobFormProps) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'postJob' });
  const { errors } = form.formState;
  const set = <Field extends JobField>(field: Field, value: JobFormValues[Field]) =>
    form.setValue(field, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const values = form.watch();
  // Client checks carry an i18n key; the server's field messages come as text.
  const error = (field: JobField) => fieldErrorText(errors[field], (key) => t(key, { defaultValue: key }));
  const locale = localeOf(i18n.language);
  return (
    <div className="grid gap-6">
      <FormField label={t('fields.title')} error={error('title')} required>
        <Input maxLength={120} placeholder={t('fields.titlePlaceholder')} {...form.register('title')} />
      </FormField>
      <div className="grid gap-2">
        <FormField label={t('fields.description')} error={error('description_html')} required>
          <RichTextEditor
            allowList={richTextAllowList}
            defaultValue={values.description_html}
            label={t('fields.description')}
            onChange={(html) => set('description_html', html)}
            labels={{
              toolbar: t('editor.toolbar'),
              bold: t('editor.bold'),
              italic: t('editor.italic'),
              bulletList: t('editor.bulletList'),
              orderedList: t('editor.orderedList'),
              quote: t('editor.quote'),
            }}
          />
        </FormField>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rewritePending}
            onClick={props.onRewrite}
          >
            {rewritePending ? t('rewrite.pending') : t('rewrite.button')}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FormField label={t('fields.category')} error={error('category')} required>
          <Combobox
            value={values.category}
            onValueChange={(category) => set('category', category)}
            options={jobCategories.map((category) => ({
              value: category,
              label: t(`categories.${category}`, { defaultValue: category }),
            }))}
            placeholder={t('fields.categoryPlaceholder')}
            labels={{ noMatches: t('combobox.noMatches') }}
          />
        </FormField>
        <FormField label={t('fields.skills')} error={error('skills')} help={t('fields.skillsHelp')}>
          <Combobox
            multiple
            creatable
            maxSelected={15}
            value={values.skills}
            onValueChange={(skills) => set('skills', skills)}
            options={skillSuggestions.map((skill) => ({ value: skill, label: skill }))}
            placeholder={t('fields.skillsPlaceholder')}
            labels={{
              noMatches: t('combobox.noMatches'),
              create: (text) => t('combobox.create', { text }),
              remove: (label) => t('combobox.remove', { label }),
            }}
          />
        </FormField>
      </div>
      <ChoiceGroup
        legend={t('fields.budgetType')}
        value={values.budget_type}
        options={[
          { value: 'fixed', label: t('budgetType.fixed') },
          { value: 'hourly', label: t('budgetType.hourly') },
        ]}
        onChange={(budgetType) => set('budget_type', budgetType)}
      />
      <div className="grid gap-6 md:grid-cols-3">
        <FormField label={t('fields.budgetMin')} error={error('budget_min')} required>
          <CurrencyInput
            currency={values.currency}
            locale={locale}
            value={values.budget_min}
            onValueChange={(amount) => set('budget_min', amount)}
          />
        </FormField>
        <FormField label={t('fields.budgetMax')} error={error('budget_max')} required>
          <CurrencyInput
            currency={values.currency}
            locale={locale}
            value={values.budget_max}
            onValueChange={(amount) => set('budget_max', amount)}
          />
        </FormField>
        <Select
          value={values.expected_duration ?? ''}
          onValueChange={(duration) =>
            set('expected_duration', duration as JobFormValues['expected_duration'])
          }
        >
          <FormField label={t('fields.duration')} error={error('expected_duration')} required>
            <SelectTrigger>
              <SelectValue placeholder={t('fields.durationPlaceholder')} />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {expectedDurations.map((duration) => (
              <SelectItem key={duration} value={duration}>
                {t(`durations.${duration}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t('fields.attachments')}</span>
        <AttachmentsField
          attachments={values.attachments}
          uploads={uploads}
          onFiles={props.onFiles}
          onRemove={(url) =>
            set(
              'attachments',
              values.attachments.filter((file) => file.url !== url),
            )
          }
        />
        {error('attachments') ? <p className="text-sm text-destructive">{error('attachments')}</p> : null}
      </div>
      <ChoiceGroup
        legend={t('fields.visibility')}
        value={values.visibility}
        options={[
          { value: 'public', label: t('visibility.public') },
          { value: 'invite_only', label: t('visibility.invite_only') },
        ]}
        onChange={(visibility) => set('visibility', visibility)}
      />
    </div>
  );
}
