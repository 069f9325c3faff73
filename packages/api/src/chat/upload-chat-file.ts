import { useCallback } from 'react';

import { uploadChatFile } from '../contract/chat';
import type { UploadProgress } from '../http/xhr-fetch';
import { useApiClient } from '../react/api-client-context';

/**
 * Uploads a file to send in a chat message, reporting its progress (decision 1604). A function,
 * not a mutation: a composer holds several uploads at once, each with its own progress and stop.
 */
export function useUploadChatFile() {
  const client = useApiClient();
  return useCallback(
    (file: File, onUploadProgress: UploadProgress, signal?: AbortSignal) =>
      client.call(uploadChatFile, { body: { file }, onUploadProgress, signal }),
    [client],
  );
}
