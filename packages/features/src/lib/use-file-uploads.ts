import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useUploadChatFile } from '@lancer/api/chat/upload-chat-file';
import { ApiError } from '@lancer/api/http/api-error';
import { CHAT_FILES_PER_MESSAGE, chatFileUploadRefusal } from '@lancer/api/rules/chat-files';
import type { ChatFile } from '@lancer/api/schemas/chat';

/** One file being attached: on its way (with progress), uploaded, or refused with a reason. */
export type FileUpload = {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it failed: "Unsupported file type", too large, or the upload broke. */
  error?: string;
  /** The stored file, once uploaded: its id goes into the message. */
  file?: ChatFile;
};

export type FileUploads = {
  items: readonly FileUpload[];
  add: (files: readonly File[]) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
};

let counter = 0;

/**
 * Files attached to what is being written: a chat message (decision 1604) or a dispute's evidence
 * (decision 1540), uploaded through the one upload path (uploadChatFile). Each is checked first
 * (CHAT-FILE-TYPE: size and type, "Unsupported file type"), then uploaded at once with its
 * progress; what is sent takes the uploaded ones (`ready`). A new `resetKey` (another
 * conversation) starts with none.
 */
export function useFileUploads(resetKey: string | undefined) {
  const { t } = useTranslation('common');
  const upload = useUploadChatFile();
  const [items, setItems] = useState<FileUpload[]>([]);
  const files = useRef(new Map<string, { file: File; abort: AbortController }>());

  const update = (key: string, change: Partial<FileUpload>) =>
    setItems((previous) => previous.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const reasonOf = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'UNSUPPORTED_FILE_TYPE') return t('files.unsupported');
      if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') return t('files.tooLarge');
      return t('files.uploadFailed');
    },
    [t],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const abort = new AbortController();
      files.current.set(key, { file, abort });
      upload(
        file,
        (loaded, total) => update(key, { progress: total ? loaded / total : 0 }),
        abort.signal,
      ).then(
        (stored) => update(key, { status: 'done', progress: 1, file: stored }),
        (error: unknown) => {
          if (!abort.signal.aborted) update(key, { status: 'failed', error: reasonOf(error) });
        },
      );
    },
    [upload, reasonOf],
  );

  const clear = useCallback(() => {
    for (const { abort } of files.current.values()) abort.abort();
    files.current.clear();
    setItems([]);
  }, []);

  useEffect(() => clear, [resetKey, clear]);

  const add = (chosen: readonly File[]) => {
    const room = Math.max(0, CHAT_FILES_PER_MESSAGE - items.length);
    const added = chosen.slice(0, room).map((file) => {
      counter += 1;
      const key = `upload-${counter}`;
      const refusal = chatFileUploadRefusal(file);
      const error =
        refusal === 'too-large'
          ? t('files.tooLarge')
          : refusal === 'unsupported'
            ? t('files.unsupported')
            : refusal === 'empty'
              ? t('files.empty')
              : undefined;
      return {
        key,
        file,
        item: {
          key,
          name: file.name,
          status: error ? 'failed' : 'uploading',
          progress: 0,
          error,
        } as FileUpload,
      };
    });
    setItems((previous) => [...previous, ...added.map(({ item }) => item)]);
    for (const { key, file, item } of added) if (!item.error) start(key, file);
  };

  const remove = (key: string) => {
    files.current.get(key)?.abort.abort();
    files.current.delete(key);
    setItems((previous) => previous.filter((item) => item.key !== key));
  };

  const retry = (key: string) => {
    const held = files.current.get(key);
    if (!held) return;
    update(key, { status: 'uploading', progress: 0, error: undefined });
    start(key, held.file);
  };

  const ready = items.flatMap((item) => (item.status === 'done' && item.file ? [item.file] : []));
  return {
    uploads: { items, add, remove, retry } satisfies FileUploads,
    /** The uploaded files, for what is being sent. */
    ready,
    /** An upload is still running: sending waits for it. */
    busy: items.some((item) => item.status === 'uploading'),
    /** After a send: the composer starts empty again. */
    clear,
  };
}
