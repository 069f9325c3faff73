import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { createPlanItemBodySchema, quarterSchema, type RoadmapItem } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { ChoiceField } from '../../components/choice-select';
import { useFieldErrorText } from '../../field-error-text';
import { TitleField } from '../../components/title-field';
import { planStatuses } from '../plan-statuses';

export type PlanItemValues = Pick<RoadmapItem, 'title' | 'quarter' | 'status'>;

/** The contract's plan item fields; the quarter is trimmed before its check, as typed text may carry spaces. */
const schema = createPlanItemBodySchema
  .pick({ title: true, status: true })
  .extend({ quarter: z.string().trim().pipe(quarterSchema) });
type FormValues = z.input<typeof schema>;

type PlanItemFormProps = {
  initial: PlanItemValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PlanItemValues) => void;
  /** The last failed save; a VALIDATION_FAILED answer's messages go on their fields. */
  serverError?: unknown;
};

/** Title, quarter (2027-Q1) and status of a roadmap item; values stay when the save fails. */
export function PlanItemForm({ initial, submitLabel, pending, onSubmit, serverError }: PlanItemFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'plan' });
  const errorText = useFieldErrorText('plan');
  const form = useForm<FormValues, unknown, PlanItemValues>({
    resolver: zodResolver(schema),
    defaultValues: { title: initial.title, quarter: initial.quarter, status: initial.status },
  });
  const { errors } = form.formState;
  useServerFieldErrors(serverError, form.setError);
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <TitleField label={t('itemTitle')} error={errorText(errors.title)} {...form.register('title')} />
      <FormField label={t('quarter')} required error={errorText(errors.quarter)}>
        <Input placeholder="2027-Q1" {...form.register('quarter')} />
      </FormField>
      <ChoiceField
        control={form.control}
        name="status"
        label={t('status')}
        errorText={errorText}
        choices={planStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <Button type="submit" loading={pending} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
