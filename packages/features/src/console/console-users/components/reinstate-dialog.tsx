import { useTranslation } from 'react-i18next';

import type { ConsoleUser } from '@lancer/api/schemas/console';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@lancer/ui/components/alert-dialog';

import { ConfirmDialogFooter } from '../../../components/confirm-dialog-footer';

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
        <ConfirmDialogFooter
          failure={error ? t('reinstate.failed', { message: error }) : null}
          cancelLabel={t('cancel')}
          actionLabel={t('reinstate.submit')}
          busy={busy}
          onConfirm={onReinstate}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
