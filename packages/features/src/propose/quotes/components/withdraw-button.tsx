import { useTranslation } from 'react-i18next';

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

type WithdrawButtonProps = { job: string; pending: boolean; onConfirm: () => void };

/** Withdraw an APPLYING proposal, after a confirmation that names the job. */
export function WithdrawButton({ job, pending, onConfirm }: WithdrawButtonProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'quotes.withdraw' });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" loading={pending} aria-label={t('label', { job })}>
          {t('button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('body', { job })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('keep')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('confirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
