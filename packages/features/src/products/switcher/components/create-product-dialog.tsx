import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormAlert } from '../../components/form-alert';

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
          <FormField label={t('name')} required error={nameError ? t('nameRequired') : undefined}>
            <Input
              value={values.name}
              maxLength={80}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
          </FormField>
          <FormField label={t('description')}>
            <Textarea
              value={values.description}
              rows={4}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
            />
          </FormField>
          {failure !== null ? <FormAlert title={t('failed')} reason={failure} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
