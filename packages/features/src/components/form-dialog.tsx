import type * as React from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';

import { DialogFormFooter } from './dialog-form-footer';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when the screen opens it (a row's action). */
  trigger?: React.ReactNode;
  /** The corner close button's name (DialogContent's default otherwise). */
  closeLabel?: string;
  /** Classes of the dialog's box (its width). */
  className?: string;
  title: string;
  description?: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** What failed on the last try, and the server's reason; the typed values stay. */
  failure: { title: string; reason?: string | null } | null;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  /** The form's fields. */
  children: React.ReactNode;
};

/** A dialog that is one form: its title, the fields, then the failure, Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  closeLabel,
  className,
  title,
  description,
  onSubmit,
  failure,
  cancelLabel,
  submitLabel,
  busy,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={closeLabel} className={className}>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          <DialogFormFooter
            failure={failure}
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
            busy={busy}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
