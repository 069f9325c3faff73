import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { messageBodySchema } from '@lancer/api/schemas/chat';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@lancer/ui/components/alert-dialog';
import { Button } from '@lancer/ui/components/button';
import type { ChatMessage } from '@lancer/ui/components/chat-message-list';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@lancer/ui/components/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@lancer/ui/components/dropdown-menu';
import { Textarea } from '@lancer/ui/components/textarea';

import { MessageMenuTrigger } from '../../components/message-menu-trigger';

/** Editing and deleting own messages (decision 1602); the calls answer an error text or nothing. */
export type MessageChanges = {
  /** Whether this message may still be changed: the user's own, sent, within 15 minutes (CHAT-EDIT-WINDOW). */
  canChange: (message: ChatMessage) => boolean;
  edit: (message: ChatMessage, text: string) => Promise<string | null>;
  remove: (message: ChatMessage) => Promise<string | null>;
};

type EditValues = { body: string };

/** The edited text, parsed by the edit call's own body schema (trimmed, not blank, at most 5,000). */
const editFormSchema = z.object({ body: messageBodySchema });

/**
 * A message's menu: the items given first (Copy link), then, on an own message still changeable,
 * Edit (a dialog with its text) and Delete (asked first).
 */
export function MessageActions({
  message,
  changes,
  children,
}: {
  message: ChatMessage;
  /** Edit and delete, offered when the message may still change. */
  changes?: MessageChanges;
  children?: React.ReactNode;
}) {
  const changeable = changes?.canChange(message) ?? false;
  const { t } = useTranslation('chat');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const form = useForm<EditValues, unknown, EditValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: { body: message.text },
  });
  const blank = !form.watch('body').trim();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setDialog(null);
    setError(null);
  };
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    const failure = await action();
    setBusy(false);
    if (failure) setError(failure);
    else close();
  };
  const errorLine = (text: string | null | undefined) =>
    text && (
      <p role="alert" className="text-sm text-destructive">
        {text}
      </p>
    );
  return (
    <>
      <DropdownMenu modal={false}>
        <MessageMenuTrigger label={t('actions')} />
        <DropdownMenuContent align="end">
          {children}
          {changeable ? (
            <>
              <DropdownMenuItem
                onSelect={() => {
                  form.reset({ body: message.text });
                  setDialog('edit');
                }}
              >
                {t('edit')}
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
                {t('delete')}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={dialog === 'edit'} onOpenChange={(open) => !open && close()}>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('editTitle')}</DialogTitle>
          </DialogHeader>
          <form
            className="grid gap-3"
            noValidate
            onSubmit={form.handleSubmit(async ({ body }) => {
              if (changes) await run(() => changes.edit(message, body));
            })}
          >
            <Textarea aria-label={t('input')} {...form.register('body')} />
            {errorLine(error ?? form.formState.errors.body?.message)}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={blank}>
                {t('save')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <AlertDialog open={dialog === 'delete'} onOpenChange={(open) => !open && close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('deleteDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          {errorLine(error)}
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                if (changes) void run(() => changes.remove(message));
              }}
            >
              {t('delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
