import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { StepFrame } from './step-frame';

const schema = z.object({
  flid: z
    .string()
    .trim()
    .min(1, 'flid.required')
    .regex(/^[a-z0-9][a-z0-9_-]{2,29}$/i, 'flid.format'),
});
type Values = z.infer<typeof schema>;

type FlidStepProps = {
  suggestedFlid: string;
  pending: boolean;
  /** The server refused the ID (taken). */
  rejected: boolean;
  onSubmit: (flid: string) => void;
};

export function FlidStep({ suggestedFlid, pending, rejected, onSubmit }: FlidStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { flid: suggestedFlid } });
  const { setError, getValues, reset } = form;
  useEffect(() => {
    // The suggestion may arrive after the step shows; never overwrite what the user typed.
    if (suggestedFlid && !getValues('flid')) reset({ flid: suggestedFlid });
  }, [suggestedFlid, getValues, reset]);
  useEffect(() => {
    if (rejected) setError('flid', { message: 'flid.taken' }, { shouldFocus: true });
  }, [rejected, setError]);
  const error = form.formState.errors.flid?.message;
  return (
    <StepFrame title={t('flid.title')} lead={t('flid.lead')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSubmit(values.flid))}
      >
        <FormField label={t('flid.label')} help={t('flid.help')} error={error ? t(error) : undefined}>
          <Input autoComplete="username" spellCheck={false} {...form.register('flid')} />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('flid.submit')}
        </Button>
      </form>
    </StepFrame>
  );
}
