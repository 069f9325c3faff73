import { zodResolver } from '@hookform/resolvers/zod';
import { DownloadIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  generateImageBodySchema,
  imageSizeSchema,
  type GenerateImageBody,
  type GeneratedImage,
} from '@lancer/api/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Pagination } from '@lancer/ui/components/pagination';
import { Progress } from '@lancer/ui/components/progress';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { parseFormBody } from '../../lib/parse-form-body';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { LabPage, type LabStatus } from '../components/lab-page';
import { PromptForm } from '../components/prompt-form';

const imageSizes = ['256x256', '512x512', '1024x1024'] as const;
type ImageSize = (typeof imageSizes)[number];
const imageCounts = [1, 2, 3, 4] as const;

type ImageValues = { prompt: string; size: ImageSize; count: number };

/** The prompt as typed (`imageGeneration.promptRequired` when blank), then parsed by generate-image's own body. */
const imageFormSchema = z
  .object({
    prompt: z.string().refine((prompt) => prompt.trim().length > 0, 'promptRequired'),
    size: imageSizeSchema,
    count: z.number(),
  })
  .transform((values, ctx) => parseFormBody(generateImageBodySchema, values, ctx, () => 'prompt'));

export type ImageGenerationViewProps = {
  /** The generate-image body, as the form's schema parsed it. */
  onGenerate: (body: GenerateImageBody) => void;
  /** While generating: how many images and the seconds since the start. */
  progress: { count: number; seconds: number } | null;
  /** The server's message when generating failed. */
  error: string | null;
  /** Whether AI is configured (also false once a call said so). */
  status: LabStatus;
  gallery: Loadable<{ images: readonly GeneratedImage[]; pageCount: number }>;
  page: number;
  onPageChange: (page: number) => void;
};

/** One labelled choice of the form (size, count), as toggle buttons. */
function ChoiceField(props: {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <span id={props.id} className="text-sm font-medium">
        {props.label}
      </span>
      <ToggleGroup
        type="single"
        variant="outline"
        aria-labelledby={props.id}
        value={props.value}
        onValueChange={(value) => value && props.onValueChange(value)}
      >
        {props.options.map((option) => (
          <ToggleGroupItem key={option.value} value={option.value}>
            {option.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}

/** Image generation (/image-generation): prompt, size and count; my results in a gallery with download. */
export function ImageGenerationView(props: ImageGenerationViewProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'imageGeneration' });
  const labels = useLoadStateLabels();
  const form = useForm<ImageValues, unknown, GenerateImageBody>({
    resolver: zodResolver(imageFormSchema),
    defaultValues: { prompt: '', size: '512x512', count: 1 },
  });
  return (
    <LabPage tool="imageGeneration" status={props.status}>
      {(configured) => (
        <>
          <PromptForm
            label={t('prompt')}
            help={t('promptHelp')}
            error={fieldErrorText(form.formState.errors.prompt, (key) => t(key))}
            prompt={form.register('prompt')}
            maxLength={2_000}
            textareaClassName="min-h-20"
            onSubmit={form.handleSubmit(props.onGenerate)}
            submitLabel={t('generate')}
            pending={props.progress !== null}
            disabled={!configured}
            controlsClassName="items-end gap-6"
          >
            <Controller
              control={form.control}
              name="size"
              render={({ field }) => (
                <ChoiceField
                  id="image-size"
                  label={t('size')}
                  options={imageSizes.map((size) => ({ value: size, label: size.replace('x', ' × ') }))}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as ImageSize)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="count"
              render={({ field }) => (
                <ChoiceField
                  id="image-count"
                  label={t('count')}
                  options={imageCounts.map((count) => ({ value: String(count), label: String(count) }))}
                  value={String(field.value)}
                  onValueChange={(value) => field.onChange(Number(value))}
                />
              )}
            />
          </PromptForm>
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
                  <ul
                    aria-label={t('gallery')}
                    className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
                  >
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
                    <Pagination
                      page={props.page}
                      pageCount={data.pageCount}
                      onPageChange={props.onPageChange}
                    />
                  )}
                </>
              )}
            </LoadState>
          </section>
        </>
      )}
    </LabPage>
  );
}
