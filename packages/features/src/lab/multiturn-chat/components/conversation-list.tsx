import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { renameLabConversationBodySchema, type LabConversation } from '@lancer/api/schemas/lab';
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
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@lancer/ui/components/dialog';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { cn } from '@lancer/ui/lib/cn';

export type ConversationListProps = {
  conversations: readonly LabConversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  creating: boolean;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
};

type RenameValues = { title: string };

/** The new name, parsed by the rename call's own rule (trimmed, not blank, at most 120 characters). */
const renameFormSchema = renameLabConversationBodySchema.pick({ title: true });

/** My kept conversations: pick one, start one, rename or delete one (LAB-CHAT-KEPT). */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  onNew,
  creating,
  onRename,
  onDelete,
}: ConversationListProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'multiturnChat' });
  const [renaming, setRenaming] = useState<LabConversation | null>(null);
  const form = useForm<RenameValues, unknown, RenameValues>({
    resolver: zodResolver(renameFormSchema),
    defaultValues: { title: '' },
  });
  const blank = !form.watch('title').trim();
  const [deleting, setDeleting] = useState<LabConversation | null>(null);
  return (
    <nav aria-label={t('conversations')} className="flex flex-col gap-2">
      <Button type="button" variant="outline" onClick={onNew} loading={creating}>
        <PlusIcon aria-hidden />
        {t('newChat')}
      </Button>
      <ul className="flex flex-col gap-1">
        {conversations.map((conversation) => (
          <li
            key={conversation.id}
            className={cn(
              'group flex items-center gap-1 rounded-md pr-1 hover:bg-muted',
              conversation.id === selectedId && 'bg-muted',
            )}
          >
            <button
              type="button"
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
              className="min-w-0 flex-1 truncate px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {conversation.title}
            </button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`${t('rename')}: ${conversation.title}`}
              onClick={() => {
                form.reset({ title: conversation.title });
                setRenaming(conversation);
              }}
            >
              <PencilIcon aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`${t('delete')}: ${conversation.title}`}
              onClick={() => setDeleting(conversation)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent closeLabel={t('cancel')}>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit(({ title }) => {
              if (!renaming) return;
              onRename(renaming.id, title);
              setRenaming(null);
            })}
          >
            <DialogHeader>
              <DialogTitle>{t('renameTitle')}</DialogTitle>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor="lab-conversation-title">{t('name')}</Label>
              <Input id="lab-conversation-title" maxLength={120} {...form.register('title')} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRenaming(null)}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={blank}>
                {t('save')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('deleteTitle', { title: deleting?.title ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('deleteBody')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => deleting && onDelete(deleting.id)}>
              {t('delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </nav>
  );
}
