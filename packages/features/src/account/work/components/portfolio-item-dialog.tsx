import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { ApiError, userMessageOf } from '@lancer/api/http/api-error';
import {
  isWebLink,
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_LINK_MAX,
  PORTFOLIO_TITLE_MAX,
} from '@lancer/api/rules/portfolio';
import type { PortfolioImage, PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormDialog } from '../../../components/form-dialog';
import { fieldErrorText, useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { PortfolioImagesField, usePortfolioImages } from './portfolio-images-field';

/** What the form sends: the contract's item fields (create-portfolio-item's body). */
export type PortfolioItemValues = { title: string; description: string; link: string; image_ids: string[] };

type FormValues = { title: string; description: string; link: string };

/**
 * The item's schema (decision 1140): the values as typed, checked with the `work.portfolio` texts'
 * `errors.*` keys, by the same limits as the contract (PORTFOLIO-LIMITS, PORTFOLIO-LINK).
 */
const itemFormSchema = z.object({
  title: z.string().trim().min(1, 'errors.titleRequired').max(PORTFOLIO_TITLE_MAX, 'errors.titleTooLong'),
  description: z
    .string()
    .trim()
    .min(1, 'errors.descriptionRequired')
    .max(PORTFOLIO_DESCRIPTION_MAX, 'errors.descriptionTooLong'),
  link: z
    .string()
    .trim()
    .max(PORTFOLIO_LINK_MAX, 'errors.link')
    .refine((value) => value === '' || isWebLink(value), 'errors.link'),
});

export type PortfolioItemDialogProps = {
  /** The item edited; null for a new one. */
  item: PortfolioItem | null;
  busy: boolean;
  /** The last failed save: field messages under their fields, anything else above the buttons. */
  error: unknown;
  onSave: (values: PortfolioItemValues) => void;
  onCancel: () => void;
  /** Uploads one image through upload-portfolio-image; rejects with the server's refusal. */
  onUploadImage: (file: File) => Promise<PortfolioImage>;
};

/** Adds or edits one portfolio item: title, description, link and images (uploaded as they are picked). */
export function PortfolioItemDialog({
  item,
  busy,
  error,
  onSave,
  onCancel,
  onUploadImage,
}: PortfolioItemDialogProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work.portfolio' });
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: { title: item?.title ?? '', description: item?.description ?? '', link: item?.link ?? '' },
  });
  const images = usePortfolioImages(item?.images ?? [], onUploadImage);
  useServerFieldErrors(error, form.setError);
  const { errors } = form.formState;
  const errorText = (name: keyof FormValues) => fieldErrorText(errors[name], (key) => t(key));
  const refusedFields =
    error instanceof ApiError && Object.keys(error.fields).some((field) => field in form.getValues());
  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onCancel())}
      closeLabel={t('cancel')}
      className="sm:max-w-2xl"
      title={item ? t('editTitle') : t('addTitle')}
      description={t('dialogHelp')}
      onSubmit={form.handleSubmit((values) => onSave({ ...values, image_ids: images.ids }))}
      failure={error && !refusedFields ? { title: t('saveFailed'), reason: userMessageOf(error) } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      busy={busy || images.uploading}
    >
      <FormField label={t('titleLabel')} error={errorText('title')} required>
        <Input maxLength={PORTFOLIO_TITLE_MAX + 10} {...form.register('title')} />
      </FormField>
      <FormField
        label={t('descriptionLabel')}
        help={t('descriptionHelp', { max: PORTFOLIO_DESCRIPTION_MAX })}
        error={errorText('description')}
        required
      >
        <Textarea rows={5} {...form.register('description')} />
      </FormField>
      <FormField label={t('linkLabel')} help={t('linkHelp')} error={errorText('link')}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('link')} />
      </FormField>
      <PortfolioImagesField images={images} />
    </FormDialog>
  );
}
