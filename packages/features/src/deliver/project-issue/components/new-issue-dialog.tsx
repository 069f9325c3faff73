import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isBlankRichText, richTextAllowList } from '@lancer/api/rules/rich-text';
import type { Milestone } from '@lancer/api/schemas/milestone';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { RichTextEditor } from '@lancer/ui/components/rich-text-editor';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { DialogFormFooter } from '../../../components/dialog-form-footer';

export type NewIssue = { title: string; description: string; milestone_id: string | null };

export type NewIssueDialogProps = {
  open: boolean;
  milestones: readonly Pick<Milestone, 'id' | 'position' | 'title'>[];
  busy: boolean;
  /** The server's answer when it refused the issue; field messages go under their fields. */
  error: { message: string; fields: Record<string, string> } | null;
  onCreate: (issue: NewIssue) => void;
  onCancel: () => void;
};

const NO_MILESTONE = 'none';

/** A new issue: title, description in the rich text editor, and optionally the milestone it is about. */
export function NewIssueDialog({ open, milestones, busy, error, onCreate, onCancel }: NewIssueDialogProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projectIssue' });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [milestone, setMilestone] = useState(NO_MILESTONE);
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(title.trim() ? {} : { title: t('create.titleRequired') }),
      ...(isBlankRichText(description) ? { description: t('create.descriptionRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onCreate({
      title: title.trim(),
      description,
      milestone_id: milestone === NO_MILESTONE ? null : milestone,
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent closeLabel={t('create.cancel')} className="sm:max-w-2xl">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('create.title')}</DialogTitle>
          </DialogHeader>
          <FormField label={t('create.issueTitle')} error={errors.title ?? error?.fields.title} required>
            <Input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
          </FormField>
          <FormField
            label={t('create.description')}
            error={errors.description ?? error?.fields.description}
            required
          >
            <RichTextEditor
              allowList={richTextAllowList}
              label={t('create.description')}
              defaultValue={description}
              onChange={setDescription}
            />
          </FormField>
          <FormField label={t('create.milestone')} error={error?.fields.milestone_id}>
            <Select value={milestone} onValueChange={setMilestone}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_MILESTONE}>{t('create.noMilestone')}</SelectItem>
                {milestones.map((stone) => (
                  <SelectItem key={stone.id} value={stone.id}>
                    {stone.position}. {stone.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <DialogFormFooter
            failure={
              error && Object.keys(error.fields).length === 0
                ? { title: t('actionFailed', { message: error.message }) }
                : null
            }
            cancelLabel={t('create.cancel')}
            submitLabel={t('create.submit')}
            busy={busy}
            onCancel={onCancel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
