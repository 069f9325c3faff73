import type * as React from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@lancer/ui/components/alert-dialog';
import { Button } from '@lancer/ui/components/button';

type ConfirmButtonProps = {
  label: string;
  /** The button's accessible name when the label alone is ambiguous in a list. */
  ariaLabel?: string;
  title: string;
  description: React.ReactNode;
  confirm: string;
  cancel: string;
  disabled?: boolean;
  variant?: 'default' | 'destructive' | 'outline';
  onConfirm: () => void;
  /** More fields inside the dialog (a reason...). */
  children?: React.ReactNode;
};

/** A button that asks first (close a job, accept or reject a proposal). */
export function ConfirmButton(props: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant={props.variant ?? 'outline'}
          size="sm"
          disabled={props.disabled}
          aria-label={props.ariaLabel}
        >
          {props.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {props.children}
        <AlertDialogFooter>
          <AlertDialogCancel>{props.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={props.variant === 'destructive' ? 'destructive' : 'default'}
            onClick={props.onConfirm}
          >
            {props.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
