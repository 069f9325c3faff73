import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { createProductIssueBodySchema } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { AssigneeField } from '../../components/assignee-field';
import type { Choice } from '../../components/choice-select';
import { useFieldErrorText } from '../../field-error-text';
import { TitleField } from '../../components/title-field';

/** The contract's new issue without the product (the screen adds it). */
const schema = createProductIssueBodySchema.omit({ product_id: true });
export type NewIssue = z.output<typeof schema>;

type IssueFormProps = {
  members: readonly Choice[];
  pending: boolean;
  onSubmit: (issue: NewIssue) => void;
  /** The last failed add; a VALIDATION_FAILED answer's messages go on their fields. */
  serverError?: unknown;
};

/** Reports an issue: title, description (the spec's "Please input issue description"), assignee. */
export function IssueForm({ members, pending, onSubmit, serverError }: IssueFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'issues' });
  const errorText = useFieldErrorText('issues');
  const form = useForm<z.input<typeof schema>, unknown, NewIssue>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', description: '', assignee_id: null },
  });
  const { errors } = form.formState;
  useServerFieldErrors(serverError, form.setError);
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr]" onSubmit={form.handleSubmit(onSubmit)}>
      <TitleField label={t('issueTitle')} error={errorText(errors.title)} {...form.register('title')} />
      <Controller
        control={form.control}
        name="assignee_id"
        render={({ field }) => (
          <AssigneeField
            keyPrefix="issues"
            value={field.value ?? null}
            onChange={field.onChange}
            members={members}
            error={errorText(errors.assignee_id)}
          />
        )}
      />
      <FormField
        className="sm:col-span-2"
        label={t('description')}
        required
        error={errorText(errors.description)}
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <Button type="submit" loading={pending} className="justify-self-start">
        {t('submit')}
      </Button>
    </form>
  );
}
