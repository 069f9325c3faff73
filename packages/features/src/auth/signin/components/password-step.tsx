import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { StepFrame, StepLinks } from './step-frame';

const schema = z.object({ password: z.string().min(1, 'password.required') });
type Values = z.infer<typeof schema>;

type PasswordStepProps = {
  email: string;
  pending: boolean;
  /** The server rejected the password: "Password doesn't match" under the field. */
  rejected: boolean;
  onSubmit: (password: string) => void;
  onUseCode: () => void;
  onChangeEmail: () => void;
};

export function PasswordStep({
  email,
  pending,
  rejected,
  onSubmit,
  onUseCode,
  onChangeEmail,
}: PasswordStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const { setError } = form;
  useEffect(() => {
    if (rejected) setError('password', { message: 'password.mismatch' }, { shouldFocus: true });
  }, [rejected, setError]);
  const error = form.formState.errors.password?.message;
  return (
    <StepFrame title={t('password.title')} lead={t('password.lead', { email })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
      >
        <FormField label={t('password.label')} error={error ? t(error) : undefined}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('password.submit')}
        </Button>
      </form>
      <StepLinks onChangeEmail={onChangeEmail} pending={pending}>
        <Button variant="link" className="px-0" onClick={onUseCode} disabled={pending}>
          {t('password.useCode')}
        </Button>
      </StepLinks>
    </StepFrame>
  );
}
