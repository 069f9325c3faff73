import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

// Messages are keys of the signin namespace; the English values are the spec's texts.
const schema = z
  .object({
    password: z.string().min(1, 'setPassword.required').min(8, 'setPassword.tooShort'),
    password2: z.string(),
  })
  .refine((values) => values.password === values.password2, {
    message: 'setPassword.notMatched',
    path: ['password2'],
  });
export type NewPasswordValues = z.infer<typeof schema>;

type NewPasswordFormProps = {
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: NewPasswordValues) => void;
};

/** A new password and its confirmation: sign-up and the login settings. */
export function NewPasswordForm({ submitLabel, pending, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password2: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        label={t('setPassword.label')}
        help={t('setPassword.help')}
        error={errors.password?.message ? t(errors.password.message) : undefined}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={t('setPassword.confirmLabel')}
        error={errors.password2?.message ? t(errors.password2.message) : undefined}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password2')} />
      </FormField>
      <div>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
