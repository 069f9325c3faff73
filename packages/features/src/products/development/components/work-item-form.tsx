import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { createWorkItemBodySchema } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { AssigneeField } from '../../components/assignee-field';
import type { Choice } from '../../components/choice-select';
import { useFieldErrorText } from '../../field-error-text';
import { OptionalChoiceField } from '../../components/optional-choice-field';
import { TitleField } from '../../components/title-field';

/** The contract's new work item (an empty estimate counts 0 hours); the screen adds product and status. */
const schema = createWorkItemBodySchema.pick({ title: true, assignee_id: true, issue_id: true }).extend({
  estimate_hours: z
    .string()
    .transform((text): unknown => text)
    .pipe(createWorkItemBodySchema.shape.estimate_hours),
});
export type NewWorkItem = z.output<typeof schema>;

type WorkItemFormProps = {
  members: readonly Choice[];
  issues: readonly Choice[];
  pending: boolean;
  onSubmit: (item: NewWorkItem) => void;
  /** The last failed add; a VALIDATION_FAILED answer's messages go on their fields. */
  serverError?: unknown;
};

/** Adds a work item: title, assignee (a member), linked issue and estimate. Values stay on failure. */
export function WorkItemForm({ members, issues, pending, onSubmit, serverError }: WorkItemFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'development' });
  const errorText = useFieldErrorText('development');
  const form = useForm<z.input<typeof schema>, unknown, NewWorkItem>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', assignee_id: null, issue_id: null, estimate_hours: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(serverError, form.setError);
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_8rem_auto] lg:items-start"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <TitleField label={t('itemTitle')} error={errorText(errors.title)} {...form.register('title')} />
      <Controller
        control={form.control}
        name="assignee_id"
        render={({ field }) => (
          <AssigneeField
            keyPrefix="development"
            value={field.value ?? null}
            onChange={field.onChange}
            members={members}
            error={errorText(errors.assignee_id)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="issue_id"
        render={({ field }) => (
          <OptionalChoiceField
            label={t('issue')}
            noneLabel={t('noIssue')}
            value={field.value ?? null}
            onChange={field.onChange}
            choices={issues}
            error={errorText(errors.issue_id)}
          />
        )}
      />
      <FormField label={t('estimate')} error={errorText(errors.estimate_hours)}>
        <Input inputMode="decimal" {...form.register('estimate_hours')} />
      </FormField>
      <Button type="submit" loading={pending} className="lg:mt-7">
        {t('submit')}
      </Button>
    </form>
  );
}
