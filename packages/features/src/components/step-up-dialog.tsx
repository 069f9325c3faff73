import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { FormDialog } from './form-dialog';

const schema = z.object({ answer: z.string().trim().min(1, 'required') });
type Values = z.infer<typeof schema>;

export type StepUpDialogProps = {
  open: boolean;
  /** What confirms it: a code of the second factor, or the password of an account without one. */
  confirmWith: 'factor' | 'password';
  pending: boolean;
  /** The server refused the last answer: its message (with the tries left). */
  refused: string | null;
  onConfirm: (answer: string) => void;
  onCancel: () => void;
};

/**
 * STEP-UP (decision 1026): "Confirm it's you", opened when a call answers STEP_UP_REQUIRED. The
 * refused call is tried again after it; the form that made it keeps its values.
 */
export function StepUpDialog({
  open,
  confirmWith,
  pending,
  refused,
  onConfirm,
  onCancel,
}: StepUpDialogProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'stepUp' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { answer: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ answer: '' });
  }, [open, reset]);
  const blank = form.formState.errors.answer?.message;
  const factor = confirmWith === 'factor';
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      closeLabel={t('cancel')}
      title={t('title')}
      description={factor ? t('withFactor') : t('withPassword')}
      onSubmit={form.handleSubmit((values) => onConfirm(values.answer))}
      failure={null}
      cancelLabel={t('cancel')}
      submitLabel={t('confirm')}
      busy={pending}
    >
      <FormField
        label={factor ? t('codeLabel') : t('passwordLabel')}
        error={blank ? t(factor ? 'codeRequired' : 'passwordRequired') : (refused ?? undefined)}
      >
        <Input
          type={factor ? 'text' : 'password'}
          autoComplete={factor ? 'one-time-code' : 'current-password'}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('answer')}
        />
      </FormField>
    </FormDialog>
  );
}
