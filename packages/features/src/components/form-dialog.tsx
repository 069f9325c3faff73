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
  /** The button that opens it. */
  trigger: React.ReactNode;
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
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
