import { zodResolver } from '@hookform/resolvers/zod';
import { CodeIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  devBoxLanguageSchema,
  runAiDeveloperBodySchema,
  type DevBoxLanguage,
  type RunAiDeveloperBody,
} from '@lancer/api/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { CodeBlock } from '@lancer/ui/components/code-block';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { LoadState } from '@lancer/ui/components/load-state';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { parseFormBody } from '../../lib/parse-form-body';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { CodeLanguageToggle } from '../components/code-language-toggle';
import { LabPage, type LabStatus } from '../components/lab-page';
import { PromptForm } from '../components/prompt-form';

export type AiDeveloperResult = { language: DevBoxLanguage; code: string; notes: string };

type AiDeveloperValues = { task: string; language: DevBoxLanguage };

/** The task as typed (`aiDeveloper.taskRequired` when blank), then parsed by run-ai-developer's own body. */
const aiDeveloperFormSchema = z
  .object({
    task: z.string().refine((task) => task.trim().length > 0, 'taskRequired'),
    language: devBoxLanguageSchema,
  })
  .transform((values, ctx) => parseFormBody(runAiDeveloperBodySchema, values, ctx, () => 'task'));

export type AiDeveloperViewProps = {
  /** The run-ai-developer body, as the form's schema parsed it. */
  onSubmit: (body: RunAiDeveloperBody) => void;
  /** idle before the first task; the server's message on error. */
  result:
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; data: AiDeveloperResult };
  /** Whether AI is configured (also false once a call said so). */
  status: LabStatus;
  onOpenInDevBox: (result: AiDeveloperResult) => void;
};

/** AI developer (/ai-developer): a task in, code out, to copy or open in the dev box. */
export function AiDeveloperView(props: AiDeveloperViewProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'aiDeveloper' });
  const labels = useLoadStateLabels();
  const { result } = props;
  const form = useForm<AiDeveloperValues, unknown, RunAiDeveloperBody>({
    resolver: zodResolver(aiDeveloperFormSchema),
    defaultValues: { task: '', language: 'javascript' },
  });
  return (
    <LabPage tool="aiDeveloper" status={props.status} className="max-w-4xl">
      {(configured) => (
        <>
          <PromptForm
            label={t('task')}
            help={t('taskHelp')}
            error={fieldErrorText(form.formState.errors.task, (key) => t(key))}
            prompt={form.register('task')}
            maxLength={10_000}
            textareaClassName="min-h-28"
            onSubmit={form.handleSubmit(props.onSubmit)}
            submitLabel={t('submit')}
            pending={result.status === 'loading'}
            disabled={!configured}
            controlsClassName="items-center"
          >
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <CodeLanguageToggle
                  label={t('language')}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              )}
            />
          </PromptForm>

          <section aria-labelledby="ai-developer-result" className="flex flex-col gap-3">
            <h2 id="ai-developer-result" className="text-lg font-semibold">
              {t('result')}
            </h2>
            {result.status === 'idle' && (
              <EmptyState
                icon={<CodeIcon aria-hidden />}
                title={t('empty.title')}
                description={t('empty.description')}
              />
            )}
            {result.status === 'loading' && (
              <LoadState
                state={{ status: 'loading' }}
                errorTitle={t('failed')}
                {...labels}
                loadingLabel={t('writing')}
              >
                {() => null}
              </LoadState>
            )}
            {result.status === 'error' && (
              <Alert variant="destructive">
                <AlertTitle>{t('failed')}</AlertTitle>
                <AlertDescription>{result.message}</AlertDescription>
              </Alert>
            )}
            {result.status === 'ready' && (
              <>
                {result.data.notes && (
                  <p className="text-sm break-words whitespace-pre-wrap">{result.data.notes}</p>
                )}
                <CodeBlock
                  code={result.data.code}
                  title={result.data.language === 'typescript' ? 'TypeScript' : 'JavaScript'}
                  labels={{ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }}
                />
                <Button
                  className="w-fit"
                  variant="secondary"
                  onClick={() => props.onOpenInDevBox(result.data)}
                >
                  {t('openInDevBox')}
                </Button>
              </>
            )}
          </section>
        </>
      )}
    </LabPage>
  );
}
