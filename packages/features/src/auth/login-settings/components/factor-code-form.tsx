import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

type FactorCodeFormProps = {
  label: string;
  submit: string;
  pending: boolean;
  /** The server refused the last code: the message to show on the field. */
  error: string | null;
  variant?: 'default' | 'destructive' | 'outline';
  onSubmit: (code: string) => void;
};

/** One code of the authenticator app (or a recovery code) and a button: confirm, regenerate, turn off. */
export function FactorCodeForm({ label, submit, pending, error, variant, onSubmit }: FactorCodeFormProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings.security' });
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setEmpty(!code.trim());
        if (code.trim()) onSubmit(code.trim());
      }}
    >
      <FormField label={label} error={empty ? t('codeRequired') : (error ?? undefined)}>
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" variant={variant} loading={pending}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
