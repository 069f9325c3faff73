import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { reportReasons, type ReportTargetType } from '@lancer/api/schemas/report';
import { Button } from '@lancer/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from './form-dialog';
import { reportFormSchema, type ReportFormValues } from '../lib/report-schema';

export type ReportDialogViewProps = {
  /** What is reported: the dialog's title names it. */
  targetType: ReportTargetType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ReportFormValues) => void;
  busy: boolean;
  /** form: choosing the reason; sent: the report is in; already: the reporter has an open report of it. */
  stage: 'form' | 'sent' | 'already';
  /** The server's refusal of the last try (not an open report already). */
  failure: string | null;
};

/** Report something (decision 1504): one reason from a short list and, if they like, their own words. */
export function ReportDialogView(props: ReportDialogViewProps) {
  const { t } = useTranslation('common', { keyPrefix: 'report' });
  const form = useForm<ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: undefined, detail: '' },
  });
  const fieldError = (name: keyof ReportFormValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? t(key) : undefined;
  };
  const title = t(`title.${props.targetType}`);
  const errorId = useId();
  const reasonError = fieldError('reason');
  if (props.stage !== 'form')
    return (
      <Dialog open={props.open} onOpenChange={props.onOpenChange}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{props.stage === 'sent' ? t('sentTitle') : t('alreadyTitle')}</DialogTitle>
            <DialogDescription>{props.stage === 'sent' ? t('sentBody') : t('alreadyBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => props.onOpenChange(false)}>{t('done')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={title}
      description={t('lead')}
      onSubmit={form.handleSubmit(props.onSubmit)}
      failure={props.failure ? { title: t('failed'), reason: props.failure } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      busy={props.busy}
      closeLabel={t('close')}
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={reasonError ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium">
          {t('reason')}
          <span aria-hidden className="text-destructive">
            *
          </span>
        </legend>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup value={field.value ?? ''} onValueChange={field.onChange} className="grid gap-2">
              {reportReasons.map((reason) => (
                <Label key={reason} className="flex items-center gap-2 font-normal">
                  <RadioGroupItem value={reason} />
                  {t(`reasons.${reason}`)}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
        {reasonError ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t('detail')} error={fieldError('detail')}>
        <Textarea {...form.register('detail')} />
      </FormField>
    </FormDialog>
  );
}
