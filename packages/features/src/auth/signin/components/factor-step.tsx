import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { StepFrame, StepLinks } from './step-frame';

const schema = z.object({ code: z.string().trim().min(1, 'factor.required') });
type Values = z.infer<typeof schema>;

type FactorStepProps = {
  pending: boolean;
  /** The server refused the code; with the tries the limit leaves, when it said them. */
  rejected: boolean;
  triesLeft: number | null;
  onSubmit: (code: string) => void;
  onChangeEmail: () => void;
};

/** SECOND-FACTOR: after the password or email code, a code of the authenticator app or a recovery code. */
export function FactorStep({ pending, rejected, triesLeft, onSubmit, onChangeEmail }: FactorStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  return (
    <StepFrame title={t('factor.title')} lead={t('factor.lead')}>
      {rejected ? (
        <Alert variant="destructive">
          <AlertTitle>
            {triesLeft === null ? t('factor.rejected') : t('factor.rejectedTries', { count: triesLeft })}
          </AlertTitle>
        </Alert>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSubmit(values.code))}
      >
        <FormField label={t('factor.label')} help={t('factor.help')} error={error ? t(error) : undefined}>
          <Input
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('code')}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('factor.submit')}
        </Button>
      </form>
      <StepLinks onChangeEmail={onChangeEmail} pending={pending}>
        {null}
      </StepLinks>
    </StepFrame>
  );
}
