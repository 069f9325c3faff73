import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from '../../../components/form-dialog';
import { dismissFormSchema, type DismissFormValues } from '../triage-schema';

type DismissDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDismiss: (values: DismissFormValues) => void;
  busy: boolean;
  error: string | null;
};

/** Dismiss a report: nothing is done to its target; the note is kept in the audit log. */
export function DismissDialog({ open, onOpenChange, onDismiss, busy, error }: DismissDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'reports' });
  const form = useForm<DismissFormValues>({
    resolver: zodResolver(dismissFormSchema),
    defaultValues: { note: '' },
  });
  const key = form.formState.errors.note?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dismiss.title')}
      description={t('dismiss.lead')}
      onSubmit={form.handleSubmit(onDismiss)}
      failure={error ? { title: t('dismiss.failed'), reason: error } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('dismiss.submit')}
      busy={busy}
      closeLabel={t('close')}
    >
      <FormField label={t('dismiss.note')} error={key ? t(key) : undefined} required>
        <Textarea {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
