import { useState } from 'react';
import type * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from './form-dialog';

type ConsoleFormDialogProps<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /**
   * Where its words are in the console's texts: `<keyPrefix>.<section>.title`, `.lead`, `.failed`,
   * `.submit`, and a label per field named as the field; `cancel` and `close` under the key prefix.
   */
  keyPrefix: 'reports' | 'users' | 'content';
  section: string;
  /** Values the title's text takes (a name). */
  titleValues?: Record<string, string>;
  /** The written reason (or note) an operator gives: required, kept in the audit log. */
  reasonField: Path<V>;
  /** A day until which it holds (a suspension), when shown. */
  untilField?: Path<V> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: V) => void;
  busy: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
  /** Fields before the reason (what to do). */
  children?: React.ReactNode;
};

/**
 * An operator's action as a dialog (decision 1530): what to do, why (required, the audit log keeps
 * it) and, for a suspension, until which day; the field errors are i18n keys of its schema.
 */
export function ConsoleFormDialog<V extends FieldValues>({
  form,
  keyPrefix,
  section,
  titleValues,
  reasonField,
  untilField,
  open,
  onOpenChange,
  onSubmit,
  busy,
  error,
  children,
}: ConsoleFormDialogProps<V>) {
  const { t } = useTranslation('console', { keyPrefix });
  const fieldError = (name: Path<V>) => {
    const key = (form.formState.errors[name]?.message as string | undefined) ?? null;
    return key ? t(key) : undefined;
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${section}.title`, titleValues)}
      description={t(`${section}.lead`)}
      onSubmit={form.handleSubmit(onSubmit)}
      failure={error ? { title: t(`${section}.failed`), reason: error } : null}
      cancelLabel={t('cancel')}
      submitLabel={t(`${section}.submit`)}
      busy={busy}
      closeLabel={t('close')}
    >
      {children}
      <FormField label={t(`${section}.${reasonField}`)} error={fieldError(reasonField)} required>
        <Textarea {...form.register(reasonField)} />
      </FormField>
      {untilField ? (
        <FormField label={t(`${section}.${untilField}`)} error={fieldError(untilField)} required>
          <Input type="date" {...form.register(untilField)} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}

/**
 * Which of an item's dialogs is open, and `run`: an action's promise that closes it when the server
 * took it (a refusal keeps it open with the typed values).
 */
export function useConsoleDialog<K extends string>() {
  const [dialog, setDialog] = useState<K | null>(null);
  return {
    dialog,
    show: (which: K) => setDialog(which),
    close: (open: boolean) => (open ? undefined : setDialog(null)),
    run: (action: Promise<unknown>) => void action.then(() => setDialog(null)).catch(() => undefined),
  };
}

/** The server's refusal of an item's last action taken without a dialog (a restore), under the item. */
export const ConsoleActionError = ({ error }: { error: string | null }) =>
  error ? (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
