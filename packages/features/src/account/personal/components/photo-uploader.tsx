import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Button } from '@lancer/ui/components/button';
import { Label } from '@lancer/ui/components/label';

import { acceptedPhotoTypes, canvasToPng, cropSquare, isAcceptedPhoto } from './crop-image';

export type PhotoUploaderProps = {
  email: string;
  photoUrl: string;
  uploading: boolean;
  saved: boolean;
  /** The upload failed: the server refused the file's content, or another failure. */
  failure: 'unsupported' | 'failed' | null;
  onUpload: (file: Blob, filename: string) => void;
};

type Picked = { image: HTMLImageElement; name: string };

/** Choose or paste a photo, crop it square with a zoom, preview it, upload it. */
export function PhotoUploader({ email, photoUrl, uploading, saved, failure, onUpload }: PhotoUploaderProps) {
  const { t } = useTranslation('personal');
  const inputId = useId();
  const zoomId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [zoom, setZoom] = useState(1);
  const [preview, setPreview] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);

  useEffect(() => {
    if (!picked) return;
    canvas.current = cropSquare(picked.image, zoom);
    setPreview(canvas.current.toDataURL('image/png'));
  }, [picked, zoom]);

  useEffect(() => {
    // A finished upload closes the crop.
    if (!saved) return;
    setPicked(null);
    setPreview(null);
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
      URL.revokeObjectURL(url);
      setZoom(1);
      setPicked({ image, name: file.name || 'pasted.png' });
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

  const upload = async () => {
    if (!picked || !canvas.current) return;
    const blob = await canvasToPng(canvas.current);
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
            <input
              id={inputId}
              type="file"
              accept={acceptedPhotoTypes.join(',')}
              aria-describedby={`${inputId}-help`}
              className="peer sr-only"
              onChange={(event) => {
                take(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {/* The label is the visible button; the focus ring follows the hidden input. */}
            <Button
              asChild
              variant="outline"
              className="peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
            >
              <label htmlFor={inputId}>{t('photo.choose')}</label>
            </Button>
          </div>
        </div>
      </div>
      {picked ? (
        <div className="flex flex-col gap-3">
          <div className="flex max-w-sm items-center gap-3">
            <Label htmlFor={zoomId}>{t('photo.zoom')}</Label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="flex-1 accent-primary"
            />
          </div>
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
            <Button loading={uploading} onClick={() => void upload()}>
              {t('photo.upload')}
            </Button>
            <Button
              variant="ghost"
              disabled={uploading}
              onClick={() => {
                setPicked(null);
                setPreview(null);
              }}
            >
              {t('photo.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
