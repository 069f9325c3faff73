import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ConsoleUser } from '@lancer/api/schemas/console';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from '../../../components/form-dialog';
import { suspendFormSchema, type SuspendFormValues } from '../suspend-schema';
import { nameOf } from '../user-name';

type SuspendDialogProps = {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuspend: (values: SuspendFormValues) => void;
  busy: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
};

/** Suspend a user: the reason (they read it at sign-in) and the end date (ACCOUNT-SUSPENDED). */
export function SuspendDialog({ user, open, onOpenChange, onSuspend, busy, error }: SuspendDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'users' });
  const form = useForm<SuspendFormValues>({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { reason: '', until: '' },
  });
  const fieldError = (name: keyof SuspendFormValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? t(key) : undefined;
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('suspend.title', { name: nameOf(user) })}
      description={t('suspend.lead')}
      onSubmit={form.handleSubmit(onSuspend)}
      failure={error ? { title: t('suspend.failed'), reason: error } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('suspend.submit')}
      busy={busy}
      closeLabel={t('close')}
    >
      <FormField label={t('suspend.reason')} error={fieldError('reason')} required>
        <Textarea {...form.register('reason')} />
      </FormField>
      <FormField label={t('suspend.until')} error={fieldError('until')} required>
        <Input type="date" {...form.register('until')} />
      </FormField>
    </FormDialog>
  );
}
