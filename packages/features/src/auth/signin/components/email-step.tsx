import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { StepFrame } from './step-frame';

// Messages are i18n keys of the signin namespace; the English values are the spec's texts.
const schema = z.object({
  email: z.string().trim().min(1, 'email.required').email('email.required'),
});
type Values = z.infer<typeof schema>;

type EmailStepProps = {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (email: string) => void;
};

export function EmailStep({ defaultEmail, pending, onSubmit }: EmailStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });
  const error = form.formState.errors.email?.message;
  return (
    <StepFrame title={t('title')} lead={t('lead')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSubmit(values.email))}
      >
        <FormField label={t('email.label')} error={error ? t(error) : undefined}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('email.placeholder')}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('email.submit')}
        </Button>
      </form>
    </StepFrame>
  );
}
