import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

const schema = z.object({ code: z.string().trim().min(1, 'codeRequired') });
type Values = z.infer<typeof schema>;

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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    // A blank code's message stays until the next try, as the server's refusal does.
    reValidateMode: 'onSubmit',
  });
  const blank = form.formState.errors.code?.message;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => onSubmit(values.code))}
    >
      <FormField label={label} error={blank ? t(blank) : (error ?? undefined)}>
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('code')}
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
