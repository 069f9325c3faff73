import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { SettingsSection } from '../../../components/settings-section';

// The contract's rules for update-mobile; messages are keys of the loginSettings namespace.
const schema = z.object({
  area_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'mobile.areaCodeInvalid'),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{4,15}$/, 'mobile.numberInvalid'),
});
export type MobileValues = z.infer<typeof schema>;

type MobilePanelProps = {
  current: MobileValues;
  pending: boolean;
  saved: boolean;
  onSubmit: (values: MobileValues) => void;
};

export function MobilePanel({ current, pending, saved, onSubmit }: MobilePanelProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings' });
  const form = useForm<MobileValues>({ resolver: zodResolver(schema), defaultValues: current });
  const { errors } = form.formState;
  return (
    <SettingsSection title={t('mobile.title')}>
      {saved ? (
        <Alert variant="success">
          <AlertTitle>{t('mobile.saved')}</AlertTitle>
        </Alert>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <FormField
            label={t('mobile.areaCode')}
            error={errors.area_code?.message ? t(errors.area_code.message) : undefined}
          >
            <Input autoComplete="tel-country-code" placeholder="+1" {...form.register('area_code')} />
          </FormField>
          <FormField
            label={t('mobile.number')}
            error={errors.mobile?.message ? t(errors.mobile.message) : undefined}
          >
            <Input type="tel" autoComplete="tel-national" {...form.register('mobile')} />
          </FormField>
        </div>
        <div>
          <Button type="submit" loading={pending}>
            {t('mobile.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
