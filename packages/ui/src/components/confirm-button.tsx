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
} from './alert-dialog';
import { Button } from './button';

type ConfirmButtonProps = {
  /** The trigger's text. */
  label: string;
  /** The trigger's accessible name when the label alone is ambiguous in a list ("Remove" which card?). */
  ariaLabel?: string;
  title: string;
  description: React.ReactNode;
  confirm: string;
  cancel: string;
  disabled?: boolean;
  /** The action is under way: the trigger shows a spinner and takes no clicks. */
  loading?: boolean;
  /** The trigger's look; `destructive` also makes the confirm button destructive. */
  variant?: 'default' | 'destructive' | 'outline' | 'ghost';
  size?: 'sm' | 'default';
  onConfirm: () => void;
  /** More fields inside the dialog (a reason...). */
  children?: React.ReactNode;
};

/** A button that asks before it acts: the one shape of every "are you sure?" in the product. */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirm,
  cancel,
  disabled,
  loading,
  variant = 'outline',
  size = 'sm',
  onConfirm,
  children,
}: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          data-slot="confirm-button"
          variant={variant}
          size={size}
          disabled={disabled}
          loading={loading}
          aria-label={ariaLabel}
        >
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={variant === 'destructive' ? 'destructive' : 'default'}
            onClick={onConfirm}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
