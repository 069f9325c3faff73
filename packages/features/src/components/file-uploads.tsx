import { AlertCircleIcon, FileIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Progress } from '@lancer/ui/components/progress';
import { cn } from '@lancer/ui/lib/cn';

import type { FileUpload, FileUploads as Uploads } from '../lib/use-file-uploads';

const iconButton =
  'rounded-sm p-1 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function UploadRow({ item, uploads }: { item: FileUpload; uploads: Uploads }) {
  const { t } = useTranslation('common');
  const percent = Math.round(item.progress * 100);
  return (
    <li
      data-slot="chat-upload"
      data-status={item.status}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md border px-2 py-1 text-xs',
        item.status === 'failed' && 'border-destructive bg-destructive/5',
      )}
    >
      {item.status === 'failed' ? (
        <AlertCircleIcon aria-hidden className="size-4 shrink-0 text-destructive" />
      ) : (
        <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      )}
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="truncate font-medium">{item.name}</span>
        {item.status === 'uploading' && (
          <span className="flex items-center gap-2">
            <Progress
              value={percent}
              label={t('files.uploading', { name: item.name })}
              className="h-1.5 flex-1"
            />
            <span className="text-muted-foreground tabular-nums">{percent}%</span>
          </span>
        )}
        {item.status === 'failed' && (
          <span role="alert" className="font-medium text-destructive">
            {item.error}
          </span>
        )}
      </span>
      {item.status === 'failed' && item.error === t('files.uploadFailed') && (
        <button
          type="button"
          className={iconButton}
          aria-label={t('files.retry', { name: item.name })}
          onClick={() => uploads.retry(item.key)}
        >
          <RotateCwIcon aria-hidden className="size-3.5" />
        </button>
      )}
      <button
        type="button"
        className={iconButton}
        aria-label={t('files.remove', { name: item.name })}
        onClick={() => uploads.remove(item.key)}
      >
        <XIcon aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}

/**
 * The files attached to a chat message (decision 1604) or a dispute's evidence (decision 1540):
 * each with its upload progress, its refusal, or ready.
 */
export function FileUploads({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation('common');
  if (uploads.items.length === 0) return null;
  return (
    <ul aria-label={t('files.attached')} className="grid max-h-32 gap-1 overflow-y-auto">
      {uploads.items.map((item) => (
        <UploadRow key={item.key} item={item} uploads={uploads} />
      ))}
    </ul>
  );
}
