import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';

import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { NameDescriptionFields } from '../../components/name-description-fields';

export type NewProduct = { name: string; description: string };

type CreateProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The server's reason when the last try failed; the typed values stay. */
  failure: string | null;
  onCreate: (product: NewProduct) => void;
};

export function CreateProductDialog({
  open,
  onOpenChange,
  pending,
  failure,
  onCreate,
}: CreateProductDialogProps) {
  const { t } = useTranslation('products', { keyPrefix: 'switcher' });
  const [values, setValues] = useState<NewProduct>({ name: '', description: '' });
  const [nameError, setNameError] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>{t('create')}</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const name = values.name.trim();
            setNameError(!name);
            if (name) onCreate({ name, description: values.description.trim() });
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('dialogTitle')}</DialogTitle>
            <DialogDescription>{t('dialogBody')}</DialogDescription>
          </DialogHeader>
          <NameDescriptionFields
            labels={{ name: t('name'), description: t('description') }}
            values={values}
            onChange={setValues}
            nameError={nameError ? t('nameRequired') : undefined}
          />
          <DialogFormFooter
            failure={failure !== null ? { title: t('failed'), reason: failure } : null}
            cancelLabel={t('cancel')}
            submitLabel={t('submit')}
            busy={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
