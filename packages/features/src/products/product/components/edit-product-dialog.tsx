import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Product, ProductLink } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { NameDescriptionFields } from '../../components/name-description-fields';

export type ProductChanges = { name: string; description: string; links: ProductLink[] };

type EditProductDialogProps = {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  failure: string | null;
  onSave: (changes: ProductChanges) => void;
};

const isAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Name, description and links of the product; checked here with the contract's messages. */
export function EditProductDialog({
  product,
  open,
  onOpenChange,
  pending,
  failure,
  onSave,
}: EditProductDialogProps) {
  const { t } = useTranslation('products', { keyPrefix: 'product' });
  const [values, setValues] = useState<ProductChanges>({
    name: product.name,
    description: product.description,
    links: product.links,
  });
  const [checked, setChecked] = useState(false);
  const nameError = checked && !values.name.trim() ? t('nameRequired') : undefined;
  const linkErrors = values.links.map((link) => ({
    label: checked && !link.label.trim() ? t('labelRequired') : undefined,
    url: checked && !isAddress(link.url.trim()) ? t('urlInvalid') : undefined,
  }));
  const setLink = (index: number, change: Partial<ProductLink>) =>
    setValues({
      ...values,
      links: values.links.map((link, i) => (i === index ? { ...link, ...change } : link)),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValues({ name: product.name, description: product.description, links: product.links });
        setChecked(false);
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{t('edit')}</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            const links = values.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() }));
            const valid = values.name.trim() && links.every((link) => link.label && isAddress(link.url));
            if (valid) onSave({ name: values.name.trim(), description: values.description.trim(), links });
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('editTitle')}</DialogTitle>
          </DialogHeader>
          <NameDescriptionFields
            labels={{ name: t('name'), description: t('description') }}
            values={values}
            onChange={setValues}
            nameError={nameError}
          />
          {values.links.map((link, index) => (
            <div key={index} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
              <FormField label={t('linkLabel', { n: index + 1 })} error={linkErrors[index]?.label}>
                <Input
                  value={link.label}
                  onChange={(event) => setLink(index, { label: event.target.value })}
                />
              </FormField>
              <FormField label={t('linkUrl', { n: index + 1 })} error={linkErrors[index]?.url}>
                <Input
                  type="url"
                  value={link.url}
                  onChange={(event) => setLink(index, { url: event.target.value })}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-7"
                onClick={() => setValues({ ...values, links: values.links.filter((_, i) => i !== index) })}
              >
                {t('removeLink', { n: index + 1 })}
              </Button>
            </div>
          ))}
          {values.links.length < 10 ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() =>
                setValues({ ...values, links: [...values.links, { label: '', url: 'https://' }] })
              }
            >
              {t('addLink')}
            </Button>
          ) : null}
          <DialogFormFooter
            failure={failure !== null ? { title: t('saveFailed'), reason: failure } : null}
            cancelLabel={t('cancel')}
            submitLabel={t('save')}
            busy={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
