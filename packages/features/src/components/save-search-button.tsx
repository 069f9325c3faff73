import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { savedSearchNameSchema } from '@lancer/api/schemas/saved-search';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { FormDialog } from './form-dialog';

const nameFormSchema = z.object({ name: savedSearchNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/** Where the last save stands: the dialog closes on `saved`, shows `failed`'s reason. */
export type SaveSearchState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; reason: string };

type NameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  defaultName: string;
  state: SaveSearchState;
  onSubmit: (name: string) => void;
  trigger?: React.ReactNode;
};

/** A saved search's name, typed in a dialog (saving a new one, renaming one). */
export function SearchNameDialog(props: NameDialogProps) {
  const { t } = useTranslation('common', { keyPrefix: 'savedSearch' });
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    values: { name: props.defaultName },
  });
  const error = form.formState.errors.name;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={props.trigger}
      closeLabel={t('close')}
      title={props.title}
      description={t('nameLead')}
      onSubmit={form.handleSubmit((values) => props.onSubmit(values.name))}
      failure={
        props.state.status === 'failed' ? { title: t('saveFailed'), reason: props.state.reason } : null
      }
      cancelLabel={t('cancel')}
      submitLabel={props.submitLabel}
      busy={props.state.status === 'saving'}
    >
      <FormField
        label={t('name')}
        error={error ? t(error.type === 'too_big' ? 'nameTooLong' : 'nameRequired') : undefined}
      >
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}

type SaveSearchButtonProps = {
  /** The name offered: the search's keyword, or a plain one. */
  defaultName: string;
  state: SaveSearchState;
  onSave: (name: string) => void;
};

/** "Save search" beside a page's search: names the current search and keeps it (decision 2200). */
export function SaveSearchButton({ defaultName, state, onSave }: SaveSearchButtonProps) {
  const { t } = useTranslation('common', { keyPrefix: 'savedSearch' });
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  if (saving && open && state.status === 'saved') {
    setSaving(false);
    setOpen(false);
  }
  return (
    <div className="flex items-center gap-2">
      <SearchNameDialog
        open={open}
        onOpenChange={setOpen}
        title={t('saveTitle')}
        submitLabel={t('save')}
        defaultName={defaultName}
        state={saving ? state : { status: 'idle' }}
        onSubmit={(name) => {
          setSaving(true);
          onSave(name);
        }}
        trigger={
          <Button type="button" variant="outline" size="sm">
            {t('saveSearch')}
          </Button>
        }
      />
      {state.status === 'saved' && !open ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('saved')}
        </p>
      ) : null}
    </div>
  );
}
