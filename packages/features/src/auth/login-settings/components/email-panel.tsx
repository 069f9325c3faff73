import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { SettingsSection } from '../../../components/settings-section';
import { codeSchema } from '../../lib/code-schema';

// Messages are keys of the signin namespace (the spec's texts).
const schema = z.object({
  email: z.string().trim().min(1, 'email.required').email('email.required'),
  code: z.string(),
});
const withCode = schema.extend({ code: codeSchema });
type Values = z.infer<typeof schema>;

export type EmailPanelProps = {
  currentEmail: string;
  /** The address a code was mailed to; the code field shows once it is set. */
  codeSentTo: string | null;
  sending: boolean;
  verifying: boolean;
  /** The server refused the code: the "Invalid auth code" alert. */
  rejected: boolean;
  /** Codes were asked for too often: how long to wait (decision 1010). */
  limited?: string | null;
  savedEmail: string | null;
  onSendCode: (email: string) => void;
  onVerify: (values: { email: string; code: string }) => void;
};

/** Change email: send a code to the new address, verify it, then the email is updated. */
export function EmailPanel(props: EmailPanelProps) {
  const { currentEmail, codeSentTo, sending, verifying, rejected, savedEmail } = props;
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings' });
  const form = useForm<Values>({
    resolver: (values, context, options) =>
      zodResolver(codeSentTo ? withCode : schema)(values, context, options),
    defaultValues: { email: '', code: '' },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key, { keyPrefix: 'signin' }) : undefined);
  return (
    <SettingsSection title={t('email.title')} description={t('email.current', { email: currentEmail })}>
      {savedEmail ? (
        <Alert variant="success">
          <AlertTitle>{t('email.saved', { email: savedEmail })}</AlertTitle>
        </Alert>
      ) : null}
      {rejected ? (
        <Alert variant="destructive">
          <AlertTitle>{t('email.rejected')}</AlertTitle>
        </Alert>
      ) : null}
      {props.limited ? (
        <Alert variant="destructive">
          <AlertTitle>{props.limited}</AlertTitle>
        </Alert>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          codeSentTo && values.email.trim() === codeSentTo
            ? props.onVerify(values)
            : props.onSendCode(values.email.trim()),
        )}
      >
        <FormField label={t('email.label')} error={message(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        {codeSentTo ? (
          <FormField
            label={t('email.codeLabel', { email: codeSentTo })}
            error={message(errors.code?.message)}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...form.register('code')}
            />
          </FormField>
        ) : null}
        <div className="flex gap-3">
          {codeSentTo ? (
            <>
              <Button type="submit" loading={verifying}>
                {t('email.verify')}
              </Button>
              <Button
                type="button"
                variant="outline"
                loading={sending}
                onClick={() => props.onSendCode(form.getValues('email').trim())}
              >
                {t('email.send')}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={sending}>
              {t('email.send')}
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
