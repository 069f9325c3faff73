import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

// The contract's bounds (update-user-fullname); messages are keys of the personal namespace.
const schema = z.object({
  first_name: z.string().trim().max(60, 'name.tooLong'),
  last_name: z.string().trim().max(60, 'name.tooLong'),
});
export type NameValues = z.infer<typeof schema>;

type NameFormProps = {
  current: NameValues;
  pending: boolean;
  saved: boolean;
  onSubmit: (values: NameValues) => void;
};

export function NameForm({ current, pending, saved, onSubmit }: NameFormProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  const form = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues: current });
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      {saved ? (
        <Alert variant="success">
          <AlertTitle>{t('name.saved')}</AlertTitle>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('name.first')}
          error={errors.first_name?.message ? t(errors.first_name.message) : undefined}
        >
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField
          label={t('name.last')}
          error={errors.last_name?.message ? t(errors.last_name.message) : undefined}
        >
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
      </div>
      <div>
        <Button type="submit" loading={pending}>
          {t('name.submit')}
        </Button>
      </div>
    </form>
  );
}
