import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { AlertDialogAction, AlertDialogCancel, AlertDialogFooter } from '@lancer/ui/components/alert-dialog';

type ConfirmDialogFooterProps = {
  /** Why the last try failed, worded for the reader; null when it did not. */
  failure: string | null;
  cancelLabel: string;
  actionLabel: string;
  /** The action is under way: its button takes no second click. */
  busy: boolean;
  /** The dialog stays open: the screen closes it when the action has succeeded. */
  onConfirm: () => void;
};

/** The end of a confirming dialog: the last try's failure, then Cancel and the action. */
export function ConfirmDialogFooter({
  failure,
  cancelLabel,
  actionLabel,
  busy,
  onConfirm,
}: ConfirmDialogFooterProps) {
  return (
    <>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>{failure}</AlertTitle>
        </Alert>
      ) : null}
      <AlertDialogFooter>
        <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
        <AlertDialogAction
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {actionLabel}
        </AlertDialogAction>
      </AlertDialogFooter>
    </>
  );
}
