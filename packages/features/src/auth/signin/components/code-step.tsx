import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { AUTH_CODE_LENGTH } from '@lancer/api/constants';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { codeSchema } from '../../lib/code-schema';
import { StepFrame, StepLinks } from './step-frame';

const schema = z.object({ code: codeSchema });
type Values = z.infer<typeof schema>;

type CodeStepProps = {
  email: string;
  pending: boolean;
  /** The server rejected the code: the spec's "Invalid auth code" alert. */
  rejected: boolean;
  /** Seconds before another code may be sent; 0 when it may be sent now. */
  resendCooldown: number;
  resending: boolean;
  /** This server mails nothing (MAIL=log, the dev form): the code went to its log (decision 1000). */
  codeNotMailed?: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
};

export function CodeStep(props: CodeStepProps) {
  const { email, pending, rejected, resendCooldown, resending, onSubmit, onResend, onChangeEmail } = props;
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  return (
    <StepFrame
      title={t('code.title')}
      lead={props.codeNotMailed ? t('code.leadLogged', { email }) : t('code.lead', { email })}
    >
      {rejected ? (
        <Alert variant="destructive">
          <AlertTitle>{t('code.rejected')}</AlertTitle>
        </Alert>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSubmit(values.code))}
      >
        <FormField label={t('code.label')} error={error ? t(error) : undefined}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={AUTH_CODE_LENGTH}
            className="font-mono tracking-[0.4em]"
            {...form.register('code')}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('code.submit')}
        </Button>
      </form>
      <StepLinks onChangeEmail={onChangeEmail} pending={pending}>
        <Button
          variant="link"
          className="px-0"
          onClick={onResend}
          disabled={resendCooldown > 0}
          loading={resending}
        >
          {resendCooldown > 0 ? t('code.resendIn', { seconds: resendCooldown }) : t('code.resend')}
        </Button>
      </StepLinks>
    </StepFrame>
  );
}
