import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

// The contract's bounds (update-expected-salary: 0 to 10000); the message is an i18n key.
const schema = z.object({
  hourly: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'salary.invalid')
    .refine((value) => Number(value) <= 10_000, 'salary.invalid'),
});
type Values = z.infer<typeof schema>;

type SalaryFormProps = {
  hourly: number;
  pending: boolean;
  saved: boolean;
  onSave: (hourly: number) => void;
};

export function SalaryForm({ hourly, pending, saved, onSave }: SalaryFormProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { hourly: String(hourly) } });
  const error = form.formState.errors.hourly?.message;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => onSave(Number(values.hourly)))}
    >
      <FormField label={t('salary.label')} help={t('salary.help')} error={error ? t(error) : undefined}>
        <Input inputMode="decimal" className="max-w-48" {...form.register('hourly')} />
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit" loading={pending}>
          {t('salary.submit')}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('salary.saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
