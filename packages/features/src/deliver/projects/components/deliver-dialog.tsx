import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';
import { DialogFormFooter } from '../../../components/dialog-form-footer';

export type DeliverDialogProps = {
  milestone: MilestoneDetail | null;
  busy: boolean;
  /** Why the last try failed; the dialog stays open with its values. */
  error: string | null;
  onDeliver: (milestone: MilestoneDetail, note: string) => void;
  onCancel: () => void;
};

/** The provider hands in a milestone's work with a note (kept when the call fails). */
export function DeliverDialog({ milestone, busy, error, onDeliver, onCancel }: DeliverDialogProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  if (!milestone) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('deliver.noteRequired'));
      return;
    }
    onDeliver(milestone, note.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent closeLabel={t('cancel')}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('deliver.title', { title: milestone.title })}</DialogTitle>
          </DialogHeader>
          <FormField label={t('deliver.note')} error={noteError ?? undefined} required>
            <Textarea
              rows={4}
              maxLength={10_000}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(null);
              }}
            />
          </FormField>
          <DialogFormFooter
            failure={error ? { title: t('actionFailed', { message: error }) } : null}
            cancelLabel={t('cancel')}
            submitLabel={t('deliver.submit')}
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
