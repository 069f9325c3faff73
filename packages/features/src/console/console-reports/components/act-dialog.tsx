import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ConsoleReport } from '@lancer/api/schemas/report';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from '../../../components/form-dialog';
import { personName } from '../../../lib/person-name';
import { actFormSchema, type ActFormValues } from '../triage-schema';

type ActDialogProps = {
  report: ConsoleReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAct: (values: ActFormValues) => void;
  busy: boolean;
  error: string | null;
};

/** What a report's target allows (REPORT-TRIAGE): hide the post or review it is, or suspend whose it is. */
const actionsFor = (report: ConsoleReport) =>
  [
    ...(report.target_type === 'job_post' ? (['hide_job_post'] as const) : []),
    ...(report.target_type === 'review' ? (['hide_review'] as const) : []),
    'suspend_user' as const,
  ] satisfies ActFormValues['action'][];

/** Act on a report with a reason: hide its job post or review, or suspend its owner until a day. */
export function ActDialog({ report, open, onOpenChange, onAct, busy, error }: ActDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'reports' });
  const actions = actionsFor(report);
  const form = useForm<ActFormValues>({
    resolver: zodResolver(actFormSchema),
    defaultValues: { action: actions[0], reason: '', until: '' },
  });
  const action = useWatch({ control: form.control, name: 'action' });
  const fieldError = (name: keyof ActFormValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? t(key) : undefined;
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('act.title')}
      description={t('act.lead')}
      onSubmit={form.handleSubmit(onAct)}
      failure={error ? { title: t('act.failed'), reason: error } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('act.submit')}
      busy={busy}
      closeLabel={t('close')}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('act.action')}</legend>
        <Controller
          control={form.control}
          name="action"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-2">
              {actions.map((value) => (
                <Label key={value} className="flex items-center gap-2 font-normal">
                  <RadioGroupItem value={value} />
                  {t(`act.actions.${value}`, { name: personName(report.target.owner) })}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      <FormField label={t('act.reason')} error={fieldError('reason')} required>
        <Textarea {...form.register('reason')} />
      </FormField>
      {action === 'suspend_user' ? (
        <FormField label={t('act.until')} error={fieldError('until')} required>
          <Input type="date" {...form.register('until')} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
