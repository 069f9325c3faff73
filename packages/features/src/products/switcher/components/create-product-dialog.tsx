import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { createProductBodySchema } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';

import { FormDialog } from '../../../components/form-dialog';
import { NameDescriptionFields } from '../../components/name-description-fields';
import { useFieldErrorText } from '../../field-error-text';

/** The contract's new product without links (the product page adds them). */
const schema = createProductBodySchema.pick({ name: true, description: true });
export type NewProduct = z.output<typeof schema>;

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
  const errorText = useFieldErrorText('switcher');
  const form = useForm<z.input<typeof schema>, unknown, NewProduct>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button>{t('create')}</Button>}
      title={t('dialogTitle')}
      description={t('dialogBody')}
      onSubmit={form.handleSubmit(onCreate)}
      failure={failure !== null ? { title: t('failed'), reason: failure } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      busy={pending}
    >
      <NameDescriptionFields
        labels={{ name: t('name'), description: t('description') }}
        register={form.register}
        errors={form.formState.errors}
        errorText={errorText}
      />
    </FormDialog>
  );
}
