import { useEffect, useId, useMemo, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Button } from '@lancer/ui/components/button';
import { cropToCanvas, ImageCropper, type ImageCrop } from '@lancer/ui/components/image-cropper';

import { FilePickButton } from '../../components/file-pick-button';
import { acceptedPhotoTypes, canvasToPng, isAcceptedPhoto } from '../crop-image';

export type PhotoUploaderProps = {
  email: string;
  photoUrl: string;
  uploading: boolean;
  saved: boolean;
  /** The upload failed: the server refused the file's content, or another failure. */
  failure: 'unsupported' | 'failed' | null;
  onUpload: (file: Blob, filename: string) => void;
};

/** The picked photo, decoded, with the object URL the cropper shows (revoked when it goes). */
type Picked = { image: HTMLImageElement; url: string; name: string };

const centred: ImageCrop = { x: 0.5, y: 0.5, zoom: 1 };
/** Side of the uploaded PNG, and of the preview (drawn at 2x for its 96 px). */
const uploadSize = 400;
const previewSize = 192;

/** Choose or paste a photo, pan and zoom it in a round crop, preview it, upload it. */
export function PhotoUploader({ email, photoUrl, uploading, saved, failure, onUpload }: PhotoUploaderProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  const inputId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [crop, setCrop] = useState<ImageCrop>(centred);
  const [unsupported, setUnsupported] = useState(false);

  const preview = useMemo(
    () => (picked ? cropToCanvas(picked.image, crop, previewSize).toDataURL('image/png') : null),
    [picked, crop],
  );

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  useEffect(() => {
    // A finished upload closes the crop.
    if (!saved) return;
    setPicked(null);
  }, [saved]);

  const take = (file: File | null | undefined) => {
    if (!file) return;
    if (!isAcceptedPhoto(file)) {
      setUnsupported(true);
      return;
    }
    setUnsupported(false);
    const image = new Image();
    const url = URL.createObjectURL(file);
    image.onload = () => {
      setCrop(centred);
      setPicked({ image, url, name: file.name || 'pasted.png' });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setUnsupported(true);
    };
    image.src = url;
  };

  const onPaste = (event: ClipboardEvent) => {
    const item = [...event.clipboardData.items].find((entry) => entry.kind === 'file');
    if (!item) return;
    event.preventDefault();
    take(item.getAsFile());
  };

  const upload = () => {
    if (!picked) return;
    const blob = canvasToPng(cropToCanvas(picked.image, crop, uploadSize));
    onUpload(blob, picked.name.replace(/\.[^.]+$/, '') + '.png');
  };

  return (
    <div className="flex flex-col gap-4" onPaste={onPaste}>
      {saved && !picked ? (
        <Alert variant="success">
          <AlertTitle>{t('photo.saved')}</AlertTitle>
        </Alert>
      ) : null}
      {failure === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>{t('photo.failed')}</AlertTitle>
        </Alert>
      ) : null}
      {unsupported || failure === 'unsupported' ? (
        <Alert variant="destructive">
          <AlertTitle>{t('photo.unsupported')}</AlertTitle>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-6">
        {preview ? (
          <img
            src={preview}
            alt={t('photo.preview')}
            width={96}
            height={96}
            className="size-24 rounded-full border"
          />
        ) : (
          <Avatar src={photoUrl || null} email={email || '?'} alt={t('photo.current')} size={96} />
        )}
        <div className="flex flex-col gap-2">
          <p id={`${inputId}-help`} className="text-sm text-muted-foreground">
            {t('photo.help')}
          </p>
          <div className="flex flex-wrap gap-2">
            <FilePickButton
              id={inputId}
              label={t('photo.choose')}
              accept={acceptedPhotoTypes.join(',')}
              describedBy={`${inputId}-help`}
              onFiles={(files) => take(files[0])}
            />
          </div>
        </div>
      </div>
      {picked ? (
        <div className="flex flex-col gap-3">
          <ImageCropper
            key={picked.url}
            src={picked.url}
            shape="round"
            crop={crop}
            onCropChange={setCrop}
            disabled={uploading}
            labels={{ area: t('photo.cropArea'), instructions: t('photo.cropHelp'), zoom: t('photo.zoom') }}
          />
          {uploading ? (
            <div
              role="progressbar"
              aria-label={t('photo.uploading')}
              className="h-1.5 max-w-sm overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full w-1/2 animate-pulse rounded-full bg-primary" />
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button loading={uploading} onClick={upload}>
              {t('photo.upload')}
            </Button>
            <Button variant="ghost" disabled={uploading} onClick={() => setPicked(null)}>
              {t('photo.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
