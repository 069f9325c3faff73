import { useTranslation } from 'react-i18next';

import type { Attachment } from '@lancer/api/schemas/common';
import { FileDrop } from '@lancer/ui/components/file-drop';
import { Progress } from '@lancer/ui/components/progress';

/** Checked before upload, as the server checks them: images, PDF, text, zip (office files), 10 MB. */
export const attachmentTypes = [
  'image/*',
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/zip',
  '.docx',
  '.xlsx',
  '.pptx',
  '.md',
  '.csv',
  '.txt',
] as const;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export type UploadItem = { id: string; name: string; status: 'uploading' | 'failed'; message?: string };

type AttachmentsFieldProps = {
  attachments: readonly Attachment[];
  uploads: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
};

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Files for the job: dropped or picked, checked for type and size first, uploaded with progress. */
export function AttachmentsField({ attachments, uploads, onFiles, onRemove }: AttachmentsFieldProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'postJob' });
  return (
    <div className="grid gap-2">
      <FileDrop
        accept={attachmentTypes}
        maxSize={MAX_ATTACHMENT_BYTES}
        multiple
        onFiles={onFiles}
        labels={{
          title: t('attachments.title'),
          hint: t('attachments.hint'),
          browse: t('attachments.browse'),
          unsupported: t('attachments.unsupported'),
          tooLarge: t('attachments.tooLarge'),
        }}
      />
      <ul className="grid gap-2" aria-label={t('attachments.list')}>
        {attachments.map((file) => (
          <li key={file.url} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 break-all">{file.name}</span>
            <span className="text-muted-foreground">{kb(file.size_bytes)}</span>
            <button
              type="button"
              aria-label={t('attachments.remove', { name: file.name })}
              onClick={() => onRemove(file.url)}
              className="rounded-sm px-2 py-0.5 text-sm text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t('attachments.removeShort')}
            </button>
          </li>
        ))}
        {uploads.map((upload) => (
          <li key={upload.id} className="grid gap-1 rounded-md border px-3 py-2 text-sm">
            <span className="break-all">{upload.name}</span>
            {upload.status === 'uploading' ? (
              <Progress label={t('attachments.uploading', { name: upload.name })} />
            ) : (
              <span role="alert" className="text-destructive">
                {upload.message ?? t('attachments.failed')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
