import { CodeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { CodeBlock } from '@lancer/ui/components/code-block';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { FormField } from '@lancer/ui/components/form-field';
import { LoadState } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Textarea } from '@lancer/ui/components/textarea';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AiNotConfigured } from '../components/ai-not-configured';

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
  /** null while the lab status loads. */
  aiConfigured: boolean | null;
  onOpenInDevBox: (result: AiDeveloperResult) => void;
};

/** AI developer (/ai-developer): a task in, code out, to copy or open in the dev box. */
export function AiDeveloperView(props: AiDeveloperViewProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'aiDeveloper' });
  const labels = useLoadStateLabels();
  const { result } = props;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      {props.aiConfigured === false && <AiNotConfigured />}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <FormField label={t('task')} help={t('taskHelp')} error={props.taskError ?? undefined}>
          <Textarea
            value={props.task}
            maxLength={10_000}
            className="min-h-28"
            onChange={(event) => props.onTaskChange(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-4">
          <ToggleGroup
            type="single"
            variant="outline"
            aria-label={t('language')}
            value={props.language}
            onValueChange={(value) => value && props.onLanguageChange(value as DevBoxLanguage)}
          >
            <ToggleGroupItem value="javascript">JavaScript</ToggleGroupItem>
            <ToggleGroupItem value="typescript">TypeScript</ToggleGroupItem>
          </ToggleGroup>
          <Button type="submit" loading={result.status === 'loading'} disabled={props.aiConfigured === false}>
            {t('submit')}
          </Button>
        </div>
      </form>

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
            <Button className="w-fit" variant="secondary" onClick={() => props.onOpenInDevBox(result.data)}>
              {t('openInDevBox')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
