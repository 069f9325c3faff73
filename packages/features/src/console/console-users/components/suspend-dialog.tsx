import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { ConsoleUser } from '@lancer/api/schemas/console';

import { ConsoleFormDialog } from '../../../components/console-dialogs';
import { suspendFormSchema, type SuspendFormValues } from '../suspend-schema';
import { nameOf } from '../user-name';

type SuspendDialogProps = {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuspend: (values: SuspendFormValues) => void;
  busy: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
};

/** Suspend a user: the reason (they read it at sign-in) and the end date (ACCOUNT-SUSPENDED). */
export function SuspendDialog({ user, onSuspend, ...dialog }: SuspendDialogProps) {
  const form = useForm<SuspendFormValues>({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { reason: '', until: '' },
  });
  return (
    <ConsoleFormDialog
      form={form}
      keyPrefix="users"
      section="suspend"
      titleValues={{ name: nameOf(user) }}
      reasonField="reason"
      untilField="until"
      onSubmit={onSuspend}
      {...dialog}
    />
  );
}
