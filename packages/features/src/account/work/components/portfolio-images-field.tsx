import { XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, userMessageOf } from '@lancer/api/http/api-error';
import {
  PORTFOLIO_IMAGE_ACCEPT,
  PORTFOLIO_IMAGE_MAX_BYTES,
  PORTFOLIO_MAX_IMAGES,
} from '@lancer/api/rules/portfolio';
import type { PortfolioImage } from '@lancer/api/schemas/review-portfolio';
import { IconButton } from '@lancer/ui/components/icon-button';
import { Spinner } from '@lancer/ui/components/spinner';

import { FilePickButton } from '../../components/file-pick-button';

/** One image of the item being edited: uploading, refused, or stored. */
type Slot =
  | { key: string; name: string; status: 'uploading' }
  | { key: string; name: string; status: 'failed'; reason: 'type' | 'size' | 'other'; message: string }
  | { key: string; name: string; status: 'done'; image: PortfolioImage };

const accepted = PORTFOLIO_IMAGE_ACCEPT.split(',');

/**
 * The images of an item as they are picked (decision 1370): each uploads at once through
 * upload-portfolio-image; the item saves the stored ones' ids in order. The browser checks the type
 * and size first only to spare a useless upload: the server decides by the content.
 */
export function usePortfolioImages(
  initial: readonly PortfolioImage[],
  upload: (file: File) => Promise<PortfolioImage>,
) {
  const [slots, setSlots] = useState<Slot[]>(() =>
    initial.map((image) => ({ key: image.id, name: image.id, status: 'done', image })),
  );
  const counter = useRef(0);
  const change = (key: string, next: Slot) =>
    setSlots((current) => current.map((slot) => (slot.key === key ? next : slot)));
  const kept = slots.filter((slot) => slot.status !== 'failed').length;

  const add = (files: readonly File[]) => {
    for (const file of files.slice(0, Math.max(0, PORTFOLIO_MAX_IMAGES - kept))) {
      counter.current += 1;
      const key = `new-${counter.current}`;
      const name = file.name || 'image';
      if (!accepted.includes(file.type) || file.size > PORTFOLIO_IMAGE_MAX_BYTES) {
        const reason = file.size > PORTFOLIO_IMAGE_MAX_BYTES ? 'size' : 'type';
        setSlots((current) => [...current, { key, name, status: 'failed', reason, message: '' }]);
        continue;
      }
      setSlots((current) => [...current, { key, name, status: 'uploading' }]);
      upload(file).then(
        (image) => change(key, { key, name, status: 'done', image }),
        (error: unknown) => {
          const reason =
            error instanceof ApiError && error.code === 'UNSUPPORTED_FILE_TYPE'
              ? 'type'
              : error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE'
                ? 'size'
                : 'other';
          change(key, { key, name, status: 'failed', reason, message: userMessageOf(error) });
        },
      );
    }
  };

  return {
    slots,
    add,
    remove: (key: string) => setSlots((current) => current.filter((slot) => slot.key !== key)),
    full: kept >= PORTFOLIO_MAX_IMAGES,
    uploading: slots.some((slot) => slot.status === 'uploading'),
    ids: slots.flatMap((slot) => (slot.status === 'done' ? [slot.image.id] : [])),
  };
}

export type PortfolioImages = ReturnType<typeof usePortfolioImages>;

/** The item's images: thumbnails with a remove button each, the refused ones with why, and "Add images". */
export function PortfolioImagesField({ images }: { images: PortfolioImages }) {
  const { t } = useTranslation('account', { keyPrefix: 'work.portfolio' });
  const inputId = useId();
  const failure = (slot: Extract<Slot, { status: 'failed' }>) =>
    slot.reason === 'type'
      ? t('imageType')
      : slot.reason === 'size'
        ? t('imageTooLarge')
        : t('imageFailed', { message: slot.message });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('imagesLabel')}</legend>
      <p id={`${inputId}-help`} className="text-sm text-muted-foreground">
        {t('imagesHelp', { max: PORTFOLIO_MAX_IMAGES })}
      </p>
      {images.slots.length > 0 ? (
        <ul aria-label={t('imagesLabel')} className="flex flex-wrap gap-3">
          {images.slots.map((slot, index) => (
            <li key={slot.key} className="relative flex w-32 flex-col gap-1">
              {slot.status === 'done' ? (
                <img
                  src={slot.image.url}
                  alt={t('imageAlt', { n: index + 1 })}
                  width={128}
                  height={80}
                  className="aspect-[16/10] w-32 rounded border object-cover"
                />
              ) : (
                <div className="flex aspect-[16/10] w-32 items-center justify-center rounded border bg-muted">
                  {slot.status === 'uploading' ? (
                    <Spinner label={t('uploading', { name: slot.name })} />
                  ) : null}
                </div>
              )}
              {slot.status === 'failed' ? (
                <p role="alert" className="text-xs break-words text-destructive">
                  {slot.name}: {failure(slot)}
                </p>
              ) : null}
              <IconButton
                type="button"
                label={t('removeImage', { n: index + 1 })}
                variant="secondary"
                size="sm"
                className="absolute top-1 right-1"
                disabled={slot.status === 'uploading'}
                onClick={() => images.remove(slot.key)}
                icon={<XIcon />}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <FilePickButton
          id={inputId}
          label={t('addImages')}
          accept={PORTFOLIO_IMAGE_ACCEPT}
          multiple
          disabled={images.full}
          describedBy={`${inputId}-help`}
          onFiles={images.add}
        />
      </div>
    </fieldset>
  );
}
