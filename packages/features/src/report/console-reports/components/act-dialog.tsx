import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ConsoleReport } from '@lancer/api/schemas/report';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

import { personName } from '../../../lib/person-name';
import { ConsoleFormDialog } from '../../../components/console-dialogs';
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
export function ActDialog({ report, onAct, ...dialog }: ActDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'reports' });
  const actions = actionsFor(report);
  const form = useForm<ActFormValues>({
    resolver: zodResolver(actFormSchema),
    defaultValues: { action: actions[0], reason: '', until: '' },
  });
  const action = useWatch({ control: form.control, name: 'action' });
  return (
    <ConsoleFormDialog
      form={form}
      keyPrefix="reports"
      section="act"
      reasonField="reason"
      untilField={action === 'suspend_user' ? 'until' : null}
      onSubmit={onAct}
      {...dialog}
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
    </ConsoleFormDialog>
  );
}
