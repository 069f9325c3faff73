import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { deliverMilestoneBodySchema, type MilestoneDetail } from '@lancer/api/schemas/milestone';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from '../../../components/form-dialog';
import { fieldErrorText, useServerFieldErrors } from '../../../lib/apply-server-field-errors';

type DeliverValues = { note: string };

/**
 * The deliver form's schema (decision 1140): the note as typed, checked with the `projects` texts'
 * `deliver.noteRequired` key, then by the contract's deliverMilestone note; its output is the note sent.
 */
const deliverFormSchema = z
  .object({ note: z.string().refine((note) => note.trim().length > 0, 'deliver.noteRequired') })
  .pipe(deliverMilestoneBodySchema.pick({ note: true }));

/** The server's fields the form shows: only the note (the milestone is not typed). */
const fieldOfDeliver = (field: string) => (field === 'note' ? ('note' as const) : undefined);

export type DeliverDialogProps = {
  milestone: MilestoneDetail | null;
  busy: boolean;
  /** Why the last try failed; the dialog stays open with its values. */
  error: string | null;
  /** The last failed call; a VALIDATION_FAILED answer's note message goes under the note. */
  refusal?: unknown;
  onDeliver: (milestone: MilestoneDetail, note: string) => void;
  onCancel: () => void;
};

/** The provider hands in a milestone's work with a note (kept when the call fails). */
export function DeliverDialog({ milestone, ...props }: DeliverDialogProps) {
  if (!milestone) return null;
  return <DeliverForm milestone={milestone} {...props} />;
}

function DeliverForm({
  milestone,
  busy,
  error,
  refusal,
  onDeliver,
  onCancel,
}: DeliverDialogProps & { milestone: MilestoneDetail }) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const form = useForm<DeliverValues, unknown, { note: string }>({
    resolver: zodResolver(deliverFormSchema),
    defaultValues: { note: '' },
  });
  useServerFieldErrors(refusal, form.setError, fieldOfDeliver);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      closeLabel={t('cancel')}
      title={t('deliver.title', { title: milestone.title })}
      onSubmit={form.handleSubmit(({ note }) => onDeliver(milestone, note))}
      failure={error ? { title: t('actionFailed', { message: error }) } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('deliver.submit')}
      busy={busy}
    >
      <FormField
        label={t('deliver.note')}
        error={fieldErrorText(form.formState.errors.note, (key) => t(key))}
        required
      >
        <Textarea rows={4} maxLength={10_000} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
