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

type RemoveMemberButtonProps = { name: string; pending: boolean; onConfirm: () => void };

/** Remove, after a confirmation that says what it does. */
export function RemoveMemberButton({ name, pending, onConfirm }: RemoveMemberButtonProps) {
  const { t } = useTranslation('products', { keyPrefix: 'collaborators' });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" loading={pending}>
          {t('remove', { name })}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('removeTitle', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('removeBody')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('removeConfirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
