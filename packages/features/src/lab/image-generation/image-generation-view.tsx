import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { GeneratedImage } from '@lancer/api/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';
import { Progress } from '@lancer/ui/components/progress';
import { Textarea } from '@lancer/ui/components/textarea';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AiNotConfigured } from '../components/ai-not-configured';

const imageSizes = ['256x256', '512x512', '1024x1024'] as const;
export type ImageSize = (typeof imageSizes)[number];
const imageCounts = [1, 2, 3, 4] as const;

export type ImageGenerationViewProps = {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  promptError: string | null;
  size: ImageSize;
  onSizeChange: (size: ImageSize) => void;
  count: number;
  onCountChange: (count: number) => void;
  onGenerate: () => void;
  /** While generating: how many images and the seconds since the start. */
  progress: { count: number; seconds: number } | null;
  /** The server's message when generating failed. */
  error: string | null;
  /** null while the lab status loads. */
  aiConfigured: boolean | null;
  gallery: Loadable<{ images: readonly GeneratedImage[]; pageCount: number }>;
  page: number;
  onPageChange: (page: number) => void;
};

/** Image generation (/image-generation): prompt, size and count; my results in a gallery with download. */
export function ImageGenerationView(props: ImageGenerationViewProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'imageGeneration' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      {props.aiConfigured === false && <AiNotConfigured />}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onGenerate();
        }}
      >
        <FormField label={t('prompt')} help={t('promptHelp')} error={props.promptError ?? undefined}>
          <Textarea
            value={props.prompt}
            maxLength={2_000}
            className="min-h-20"
            onChange={(event) => props.onPromptChange(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-end gap-6">
          <div className="grid gap-2">
            <span id="image-size" className="text-sm font-medium">
              {t('size')}
            </span>
            <ToggleGroup
              type="single"
              variant="outline"
              aria-labelledby="image-size"
              value={props.size}
              onValueChange={(value) => value && props.onSizeChange(value as ImageSize)}
            >
              {imageSizes.map((size) => (
                <ToggleGroupItem key={size} value={size}>
                  {size.replace('x', ' × ')}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>
          <div className="grid gap-2">
            <span id="image-count" className="text-sm font-medium">
              {t('count')}
            </span>
            <ToggleGroup
              type="single"
              variant="outline"
              aria-labelledby="image-count"
              value={String(props.count)}
              onValueChange={(value) => value && props.onCountChange(Number(value))}
            >
              {imageCounts.map((count) => (
                <ToggleGroupItem key={count} value={String(count)}>
                  {count}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>
          <Button type="submit" loading={props.progress !== null} disabled={props.aiConfigured === false}>
            {t('generate')}
          </Button>
        </div>
      </form>
      {props.progress && (
        <div role="status" className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            {t('progress', { count: props.progress.count, seconds: props.progress.seconds })}
          </p>
          <Progress value={null} label={t('generating')} />
        </div>
      )}
      {props.error && (
        <Alert variant="destructive">
          <AlertTitle>{t('failed')}</AlertTitle>
          <AlertDescription>{props.error}</AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="image-gallery" className="flex flex-col gap-4">
        <h2 id="image-gallery" className="text-lg font-semibold">
          {t('gallery')}
        </h2>
        <LoadState
          state={props.gallery}
          errorTitle={t('galleryError')}
          isEmpty={(data) => data.images.length === 0}
          empty={{ title: t('empty.title'), description: t('empty.description') }}
          {...labels}
        >
          {(data) => (
            <>
              <ul aria-label={t('gallery')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.images.map((image) => (
                  <li key={image.id}>
                    <figure className="flex h-full flex-col overflow-hidden rounded-lg border bg-card">
                      <img
                        src={image.url}
                        alt={image.prompt}
                        loading="lazy"
                        className="aspect-square w-full bg-muted object-cover [image-rendering:pixelated]"
                      />
                      <figcaption className="flex flex-1 items-start gap-2 p-3 text-sm">
                        <span className="min-w-0 flex-1">
                          <span className="line-clamp-3 break-words">{image.prompt}</span>
                          <span className="text-xs text-muted-foreground">
                            {image.size.replace('x', ' × ')}
                          </span>
                        </span>
                        <Button asChild variant="ghost" size="icon" className="size-8 shrink-0">
                          <a
                            href={image.url}
                            download={`lancer-image-${image.id}.png`}
                            aria-label={t('download', { prompt: image.prompt })}
                          >
                            <DownloadIcon aria-hidden />
                          </a>
                        </Button>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              {data.pageCount > 1 && (
                <Pagination page={props.page} pageCount={data.pageCount} onPageChange={props.onPageChange} />
              )}
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}
