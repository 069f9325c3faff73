import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { productLinkSchema, updateProductBodySchema, type Product } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { FormDialog } from '../../../components/form-dialog';
import { NameDescriptionFields } from '../../components/name-description-fields';
import { useFieldErrorText } from '../../field-error-text';

const MAX_LINKS = 10;
const URL_MESSAGE = 'Please type in a full address such as https://example.com';

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The contract's product changes (name, description, links), each link an address a browser
 * opens (http or https), with the contract's message otherwise.
 */
const schema = updateProductBodySchema
  .pick({ name: true, description: true })
  .required()
  .extend({
    links: z
      .array(productLinkSchema.extend({ url: productLinkSchema.shape.url.refine(isWebAddress, URL_MESSAGE) }))
      .max(MAX_LINKS),
  });
export type ProductChanges = z.output<typeof schema>;
type FormValues = z.input<typeof schema>;

type EditProductDialogProps = {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  failure: string | null;
  onSave: (changes: ProductChanges) => void;
};

const valuesOf = (product: Product): FormValues => ({
  name: product.name,
  description: product.description,
  links: product.links,
});

/** Name, description and links of the product; checked here with the contract's schema and messages. */
export function EditProductDialog({
  product,
  open,
  onOpenChange,
  pending,
  failure,
  onSave,
}: EditProductDialogProps) {
  const { t } = useTranslation('products', { keyPrefix: 'product' });
  const errorText = useFieldErrorText('product');
  const form = useForm<FormValues, unknown, ProductChanges>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(product),
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(valuesOf(product));
        onOpenChange(next);
      }}
      trigger={<Button variant="outline">{t('edit')}</Button>}
      title={t('editTitle')}
      onSubmit={form.handleSubmit(onSave)}
      failure={failure !== null ? { title: t('saveFailed'), reason: failure } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      busy={pending}
    >
      <NameDescriptionFields
        labels={{ name: t('name'), description: t('description') }}
        register={form.register}
        errors={errors}
        errorText={errorText}
      />
      {links.fields.map((link, index) => (
        <div key={link.id} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
          <FormField label={t('linkLabel', { n: index + 1 })} error={errorText(errors.links?.[index]?.label)}>
            <Input {...form.register(`links.${index}.label`)} />
          </FormField>
          <FormField label={t('linkUrl', { n: index + 1 })} error={errorText(errors.links?.[index]?.url)}>
            <Input type="url" {...form.register(`links.${index}.url`)} />
          </FormField>
          <Button type="button" variant="ghost" className="sm:mt-7" onClick={() => links.remove(index)}>
            {t('removeLink', { n: index + 1 })}
          </Button>
        </div>
      ))}
      {links.fields.length < MAX_LINKS ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => links.append({ label: '', url: 'https://' }, { shouldFocus: false })}
        >
          {t('addLink')}
        </Button>
      ) : null}
    </FormDialog>
  );
}
