import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import { useApiClient } from '../react/api-client-context';

/**
 * A chat file's bytes as an object URL, fetched with the access token (CHAT-FILE-MEMBERS: an <img>
 * cannot send it): null while loading or when refused. Kept while any component shows it.
 */
export function useChatFileUrl(url: string) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['chat-file', url],
    queryFn: ({ signal }) => client.fetchFile(url, signal),
    staleTime: Infinity,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setObjectUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [blob]);
  return { objectUrl, failed: query.isError };
}

/** Downloads a chat file under its name: fetched with the access token, then saved by the browser. */
export function useDownloadChatFile() {
  const client = useApiClient();
  return useCallback(
    async (file: { url: string; name: string }) => {
      const blob = await client.fetchFile(file.url);
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    },
    [client],
  );
}
