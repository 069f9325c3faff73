import { CodeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { CodeBlock } from '@lancer/ui/components/code-block';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { LoadState } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { CodeLanguageToggle } from '../components/code-language-toggle';
import { LabPage, type LabStatus } from '../components/lab-page';
import { PromptForm } from '../components/prompt-form';

export type AiDeveloperResult = { language: DevBoxLanguage; code: string; notes: string };

export type AiDeveloperViewProps = {
  task: string;
  onTaskChange: (task: string) => void;
  taskError: string | null;
  language: DevBoxLanguage;
  onLanguageChange: (language: DevBoxLanguage) => void;
  onSubmit: () => void;
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
  return (
    <LabPage tool="aiDeveloper" status={props.status} className="max-w-4xl">
      {(configured) => (
        <>
          <PromptForm
            label={t('task')}
            help={t('taskHelp')}
            error={props.taskError}
            value={props.task}
            onValueChange={props.onTaskChange}
            maxLength={10_000}
            textareaClassName="min-h-28"
            onSubmit={props.onSubmit}
            submitLabel={t('submit')}
            pending={result.status === 'loading'}
            disabled={!configured}
            controlsClassName="items-center"
          >
            <CodeLanguageToggle
              label={t('language')}
              value={props.language}
              onValueChange={props.onLanguageChange}
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
