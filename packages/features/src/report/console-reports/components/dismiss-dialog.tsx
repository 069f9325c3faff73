import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '../../../components/console-dialogs';
import { dismissFormSchema, type DismissFormValues } from '../triage-schema';

type DismissDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDismiss: (values: DismissFormValues) => void;
  busy: boolean;
  error: string | null;
};

/** Dismiss a report: nothing is done to its target; the note is kept in the audit log. */
export function DismissDialog({ onDismiss, ...dialog }: DismissDialogProps) {
  const form = useForm<DismissFormValues>({
    resolver: zodResolver(dismissFormSchema),
    defaultValues: { note: '' },
  });
  return (
    <ConsoleFormDialog
      form={form}
      keyPrefix="reports"
      section="dismiss"
      reasonField="note"
      onSubmit={onDismiss}
      {...dialog}
    />
  );
}
