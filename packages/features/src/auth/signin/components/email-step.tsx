import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { isEmailAddress } from '@lancer/api/rules/email-address';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { StepFrame } from './step-frame';

/** The i18n key of the signin namespace for what is wrong with a typed email (the spec's text). */
const emailProblem = (value: string) => (isEmailAddress(value) ? null : 'email.required');

type EmailStepProps = {
  defaultEmail: string;
  pending: boolean;
  /** PASSKEYS: "Sign in with a passkey" under the form, when the page offers it. */
  onPasskey?: () => void;
  /** The visitor came to the form: a pointer over it or the focus in it (the passkey autofill offer starts). */
  onApproach?: () => void;
  passkeyPending?: boolean;
  passkeyProblem?: 'cancelled' | 'refused' | null;
  onSubmit: (email: string) => void;
};

/**
 * The first step, on screen when /signin loads: one field checked with a plain rule, no form or
 * validation library (decision 0710). As the other steps' forms do: checked on submit, then again
 * at each change; the field is focused when it is wrong; the trimmed address is sent.
 */
export function EmailStep({
  defaultEmail,
  pending,
  onPasskey,
  onApproach,
  passkeyPending = false,
  passkeyProblem = null,
  onSubmit,
}: EmailStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const input = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.current?.value ?? '';
    const problem = emailProblem(value);
    setSubmitted(true);
    setError(problem);
    if (problem) input.current?.focus();
    else onSubmit(value.trim());
  };
  return (
    <StepFrame title={t('title')} lead={t('lead')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={submit}
        onPointerOver={onApproach}
        onFocus={onApproach}
      >
        <FormField label={t('email.label')} error={error ? t(error) : undefined}>
          <Input
            ref={input}
            type="email"
            name="email"
            // PASSKEYS: "webauthn" lets the browser offer this site's passkeys in the field's autofill.
            autoComplete="username webauthn"
            placeholder={t('email.placeholder')}
            defaultValue={defaultEmail}
            onChange={(event) => {
              if (submitted) setError(emailProblem(event.target.value));
            }}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('email.submit')}
        </Button>
      </form>
      {onPasskey ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            {t('passkey.or')}
          </p>
          {passkeyProblem ? (
            <p role="alert" className="text-sm text-destructive">
              {t(`passkey.${passkeyProblem}`)}
            </p>
          ) : null}
          <Button type="button" variant="outline" loading={passkeyPending} onClick={onPasskey}>
            {t('passkey.button')}
          </Button>
        </div>
      ) : null}
    </StepFrame>
  );
}
