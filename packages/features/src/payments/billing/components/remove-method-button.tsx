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

type RemoveMethodButtonProps = {
  names: { brand: string; last4: string };
  pending: boolean;
  onConfirm: () => void;
};

/** Remove, after a confirmation that names the card. */
export function RemoveMethodButton({ names, pending, onConfirm }: RemoveMethodButtonProps) {
  const { t } = useTranslation('payments');
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" loading={pending} aria-label={t('methods.removeLabel', names)}>
          {t('methods.remove')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('methods.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('methods.confirmBody', names)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common:cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('methods.confirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
