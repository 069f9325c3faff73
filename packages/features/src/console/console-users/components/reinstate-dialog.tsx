import { useTranslation } from 'react-i18next';

import type { ConsoleUser } from '@lancer/api/schemas/console';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
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

import { nameOf } from '../user-name';

type ReinstateDialogProps = {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReinstate: () => void;
  busy: boolean;
  error: string | null;
};

/** Reinstating asks first: the user can sign in again at once. */
export function ReinstateDialog({
  user,
  open,
  onOpenChange,
  onReinstate,
  busy,
  error,
}: ReinstateDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'users' });
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('reinstate.title', { name: nameOf(user) })}</AlertDialogTitle>
          <AlertDialogDescription>{t('reinstate.lead')}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <Alert variant="destructive">
            <AlertTitle>{t('reinstate.failed', { message: error })}</AlertTitle>
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onReinstate();
            }}
          >
            {t('reinstate.submit')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
