import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { rollWebhookSecretBodySchema, webhookSecretOverlapHours } from '@lancer/api/schemas/webhook';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';

const rollFormSchema = rollWebhookSecretBodySchema.pick({ previous_expires_in_hours: true });
type RollFormValues = { previous_expires_in_hours: number };

type RollSecretButtonProps = {
  url: string;
  rolling: boolean;
  /** The hours the previous secret keeps signing beside the new one. */
  onRoll: (previousExpiresInHours: number) => void;
};

/** An endpoint's "Roll secret": asks how long the previous secret keeps signing, then rolls it. */
export function RollSecretButton({ url, rolling, onRoll }: RollSecretButtonProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings.webhooks' });
  const common = useTranslation('common').t;
  const legendId = useId();
  const form = useForm<RollFormValues>({
    resolver: zodResolver(rollFormSchema),
    defaultValues: { previous_expires_in_hours: 24 },
  });
  return (
    <ConfirmButton
      label={t('rollSecret')}
      ariaLabel={t('rollSecretLabel', { url })}
      title={t('rollTitle')}
      description={t('rollBody')}
      confirm={t('rollSecret')}
      cancel={common('cancel')}
      variant="outline"
      size="sm"
      loading={rolling}
      onConfirm={() =>
        void form.handleSubmit(({ previous_expires_in_hours }) => {
          onRoll(previous_expires_in_hours);
          form.reset();
        })()
      }
    >
      <div className="flex flex-col gap-3">
        <p id={legendId} className="text-sm font-medium">
          {t('overlapLabel')}
        </p>
        <Controller
          control={form.control}
          name="previous_expires_in_hours"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={legendId}
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              className="grid gap-2"
            >
              {webhookSecretOverlapHours.map((hours) => (
                <Label key={hours} className="flex items-center gap-2 font-normal">
                  <RadioGroupItem value={String(hours)} />
                  {t(`overlap.${hours}`)}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
      </div>
    </ConfirmButton>
  );
}
