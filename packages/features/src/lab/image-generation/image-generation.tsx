import { userMessageOf } from '@lancer/api/http/api-error';
import { useEffect, useState } from 'react';

import { useFetchGeneratedImages } from '@lancer/api/lab/fetch-generated-images';
import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useGenerateImage } from '@lancer/api/lab/generate-image';

import { toLoadable } from '../../lib/to-loadable';
import { isAiNotConfigured } from '../../lib/ai-not-configured';
import { useRateLimitText } from '../../lib/rate-limited';
import { labStatusOf } from '../lib/ai-error';
import { ImageGenerationView } from './image-generation-view';

const PAGE_SIZE = 12;

/** Seconds since `since` (null: not running), ticking once a second. */
function useElapsedSeconds(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

/** Image generation (/image-generation): my images are stored on the server, newest first (LAB-IMAGES-MINE). */
export function ImageGeneration() {
  const waitText = useRateLimitText();
  const [page, setPage] = useState(1);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const status = useFetchLabStatus();
  const gallery = useFetchGeneratedImages({ page, page_size: PAGE_SIZE });
  const generate = useGenerateImage();
  const seconds = useElapsedSeconds(generate.isPending ? startedAt : null);
  const notConfigured = generate.error !== null && isAiNotConfigured(generate.error);
  return (
    <ImageGenerationView
      onGenerate={(body) => {
        setStartedAt(Date.now());
        generate.mutate({ body }, { onSuccess: () => setPage(1) });
      }}
      progress={generate.isPending ? { count: Number(generate.variables?.body.count ?? 1), seconds } : null}
      error={
        generate.error && !notConfigured ? (waitText(generate.error) ?? userMessageOf(generate.error)) : null
      }
      status={labStatusOf(status, generate.error)}
      gallery={toLoadable(gallery, (data) => ({
        images: data.items,
        pageCount: Math.max(1, Math.ceil(data.total / data.page_size)),
      }))}
      page={page}
      onPageChange={setPage}
    />
  );
}
