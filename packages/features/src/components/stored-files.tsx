import { FileTextIcon, ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useChatFileUrl, useDownloadChatFile } from '@lancer/api/chat/fetch-chat-file';
import { isChatImage } from '@lancer/api/rules/chat-files';
import type { ChatFile } from '@lancer/api/schemas/chat';
import { Button } from '@lancer/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@lancer/ui/components/dialog';
import { Skeleton } from '@lancer/ui/components/skeleton';
import { cn } from '@lancer/ui/lib/cn';

/** "48 KB", "1.2 MB": a file's size as people read it. */
function fileSizeLabel(bytes: number, locale: string) {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes / 1024 / 1024, 1)} MB`;
}

/** An image of a message: its thumbnail, a button that opens the viewer (a dialog) on it. */
function ImageFile({ file }: { file: ChatFile }) {
  const { t, i18n } = useTranslation('common');
  const { objectUrl, failed } = useChatFileUrl(file.url);
  const download = useDownloadChatFile();
  const [open, setOpen] = useState(false);
  if (failed)
    return (
      <span className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm text-muted-foreground">
        <ImageOffIcon aria-hidden className="size-4" />
        {t('files.unavailable', { name: file.name })}
      </span>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        data-slot="chat-image"
        aria-label={t('files.openImage', { name: file.name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex min-h-16 min-w-16 items-center justify-center overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {objectUrl ? (
          <img src={objectUrl} alt="" className="block max-h-40 max-w-60 object-contain" />
        ) : (
          <Skeleton className="h-24 w-40" />
        )}
      </button>
      <DialogContent className="max-w-[calc(100%-2rem)] sm:max-w-3xl" closeLabel={t('files.close')}>
        <DialogHeader>
          <DialogTitle className="truncate pr-6">{file.name}</DialogTitle>
          <DialogDescription>{fileSizeLabel(file.size_bytes, i18n.language)}</DialogDescription>
        </DialogHeader>
        {objectUrl && (
          <img
            src={objectUrl}
            alt={file.name}
            className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
          />
        )}
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => void download(file)}>
            {t('files.download')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Any other file: a download link with its name and size. */
function DocumentFile({ file, mine }: { file: ChatFile; mine: boolean }) {
  const { t, i18n } = useTranslation('common');
  const download = useDownloadChatFile();
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={file.url}
      download={file.name}
      data-slot="chat-file"
      onClick={(event) => {
        // The file is served to the conversation's members with their token: fetched, then saved.
        event.preventDefault();
        setFailed(false);
        download(file).catch(() => setFailed(true));
      }}
      className={cn(
        'flex max-w-64 items-center gap-2 rounded-lg border bg-background px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        mine && 'self-end',
      )}
    >
      <FileTextIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0">
        <span className="truncate font-medium underline-offset-2 hover:underline">
          <span className="sr-only">{t('files.download')} </span>
          {file.name}
        </span>
        <span className="text-xs text-muted-foreground">
          {failed ? t('files.downloadFailed') : fileSizeLabel(file.size_bytes, i18n.language)}
        </span>
      </span>
    </a>
  );
}

/**
 * Private files (a chat message's, decision 1604; a dispute's evidence, decision 1540): images as
 * thumbnails with a viewer, other files as download links, each fetched with the access token.
 */
export function StoredFiles({ files, mine }: { files: readonly ChatFile[]; mine: boolean }) {
  if (files.length === 0) return null;
  return (
    // Room under the files so the time line's menu button keeps its 24 px target.
    <div data-slot="chat-files" className={cn('flex flex-wrap gap-2 pb-1.5', mine && 'justify-end')}>
      {files.map((file) =>
        isChatImage(file.content_type) ? (
          <ImageFile key={file.id} file={file} />
        ) : (
          <DocumentFile key={file.id} file={file} mine={mine} />
        ),
      )}
    </div>
  );
}
