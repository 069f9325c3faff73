import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { ApiError, userMessageOf } from '@lancer/api/http/api-error';
import { isBlankRichText, richTextAllowList } from '@lancer/api/rules/rich-text';
import { createIssueBodySchema } from '@lancer/api/schemas/issue';
import type { Milestone } from '@lancer/api/schemas/milestone';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { RichTextEditor } from '@lancer/ui/components/rich-text-editor';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';

import { FormDialog } from '../../../components/form-dialog';
import { fieldErrorText, useServerFieldErrors } from '../../../lib/apply-server-field-errors';

/** The contract's new issue without the project and the assignee (the screen adds them). */
const newIssueBodySchema = createIssueBodySchema.pick({ title: true, description: true, milestone_id: true });
export type NewIssue = z.output<typeof newIssueBodySchema>;

type NewIssueValues = { title: string; description: string; milestone_id: string | null };

/**
 * The new issue's schema (decision 1140): the values as typed, checked with the `projectIssue` texts'
 * `create.*` keys (a description is blank when its rich text shows nothing), then by the contract's
 * createIssue fields; its output is what is sent with the project.
 */
const newIssueFormSchema = z
  .object({
    title: z.string().refine((title) => title.trim().length > 0, 'create.titleRequired'),
    description: z
      .string()
      .refine((description) => !isBlankRichText(description), 'create.descriptionRequired'),
    milestone_id: z.string().nullable(),
  })
  .transform((values, ctx): NewIssue => {
    const checked = newIssueBodySchema.safeParse(values);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'title')] });
    return z.NEVER;
  });

export type NewIssueDialogProps = {
  open: boolean;
  milestones: readonly Pick<Milestone, 'id' | 'position' | 'title'>[];
  busy: boolean;
  /** The last failed create call: field messages go under their fields, any other failure above the buttons. */
  error: unknown;
  onCreate: (issue: NewIssue) => void;
  onCancel: () => void;
};

const NO_MILESTONE = 'none';

/** A new issue: title, description in the rich text editor, and optionally the milestone it is about. */
export function NewIssueDialog({ open, milestones, busy, error, onCreate, onCancel }: NewIssueDialogProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projectIssue' });
  const form = useForm<NewIssueValues, unknown, NewIssue>({
    resolver: zodResolver(newIssueFormSchema),
    defaultValues: { title: '', description: '', milestone_id: null },
  });
  useServerFieldErrors(error, form.setError);
  const { errors } = form.formState;
  const errorText = (name: keyof NewIssueValues) => fieldErrorText(errors[name], (key) => t(key));
  const refusedFields = error instanceof ApiError && Object.keys(error.fields).length > 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      closeLabel={t('create.cancel')}
      className="sm:max-w-2xl"
      title={t('create.title')}
      onSubmit={form.handleSubmit(onCreate)}
      failure={
        error && !refusedFields ? { title: t('actionFailed', { message: userMessageOf(error) }) } : null
      }
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      busy={busy}
    >
      <FormField label={t('create.issueTitle')} error={errorText('title')} required>
        <Input maxLength={200} {...form.register('title')} />
      </FormField>
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormField label={t('create.description')} error={errorText('description')} required>
            <RichTextEditor
              allowList={richTextAllowList}
              label={t('create.description')}
              defaultValue={field.value}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="milestone_id"
        render={({ field }) => (
          <Select
            value={field.value ?? NO_MILESTONE}
            onValueChange={(value) => field.onChange(value === NO_MILESTONE ? null : value)}
          >
            <FormField label={t('create.milestone')} error={errorText('milestone_id')}>
              <SelectTrigger ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
            </FormField>
            <SelectContent>
              <SelectItem value={NO_MILESTONE}>{t('create.noMilestone')}</SelectItem>
              {milestones.map((stone) => (
                <SelectItem key={stone.id} value={stone.id}>
                  {stone.position}. {stone.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormDialog>
  );
}
