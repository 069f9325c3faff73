import { PlayIcon, SquareIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { DevBoxLanguage, DevBoxSnippet } from '@lancer/api/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent, CardHeader } from '@lancer/ui/components/card';
import { CodeBlock } from '@lancer/ui/components/code-block';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Textarea } from '@lancer/ui/components/textarea';
import { cn } from '@lancer/ui/lib/cn';

import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { CodeLanguageToggle } from '../components/code-language-toggle';
import { LabPage, type LabStatus } from '../components/lab-page';
import type { ConsoleLine } from './run-snippet';
import type { RunStatus } from './use-snippet-run';

export type DevBoxAnswer = { action: 'explain' | 'fix'; text: string; code: string | null };

export type DevBoxViewProps = {
  name: string;
  onNameChange: (name: string) => void;
  language: DevBoxLanguage;
  onLanguageChange: (language: DevBoxLanguage) => void;
  code: string;
  onCodeChange: (code: string) => void;
  run: { status: RunStatus; lines: readonly ConsoleLine[]; timeLimitSeconds: number };
  onRun: () => void;
  onStop: () => void;
  snippets: Loadable<readonly DevBoxSnippet[]>;
  /** The next page of snippets, while there is one (LIST-LOAD-MORE). */
  moreSnippets: LoadMore | null;
  /** The open snippet, once saved. */
  snippetId: string | null;
  onOpenSnippet: (snippet: DevBoxSnippet) => void;
  onDeleteSnippet: (snippet: DevBoxSnippet) => void;
  onNewSnippet: () => void;
  onSave: () => void;
  save: { pending: boolean; error: string | null; nameError: string | null; saved: boolean };
  /** Whether AI is configured (also false once a call said so): Explain and Fix wait for it. */
  status: LabStatus;
  onAsk: (action: 'explain' | 'fix') => void;
  ask: { pending: 'explain' | 'fix' | null; error: string | null; answer: DevBoxAnswer | null };
  onUseFix: (code: string) => void;
};

const levelClass: Record<ConsoleLine['level'], string> = {
  log: '',
  info: 'text-info',
  debug: 'text-muted-foreground',
  warn: 'text-warning-foreground dark:text-warning',
  error: 'text-destructive',
  system: 'text-muted-foreground italic',
};

/** Dev box (/dev-box): a JavaScript/TypeScript scratchpad run in a sandboxed worker, my snippets, Explain and Fix. */
export function DevBoxView(props: DevBoxViewProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'devBox' });
  const labels = useLoadStateLabels();
  const running = props.run.status === 'running';
  const seconds = props.run.timeLimitSeconds;
  const statusText = running
    ? t('status.running', { seconds })
    : t(`status.${props.run.status}`, { seconds });
  return (
    <LabPage tool="devBox" status={props.status} className="max-w-6xl">
      {(configured) => (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <Card className="h-fit">
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <h2 className="leading-none font-semibold">{t('snippets')}</h2>
              <Button size="sm" variant="outline" onClick={props.onNewSnippet}>
                {t('new')}
              </Button>
            </CardHeader>
            <CardContent>
              <LoadState
                state={props.snippets}
                errorTitle={t('snippetsError')}
                isEmpty={(items) => items.length === 0}
                empty={{ title: t('snippetsEmpty.title'), description: t('snippetsEmpty.description') }}
                {...labels}
              >
                {(items) => (
                  <>
                    <ul aria-label={t('snippets')} className="flex flex-col gap-1">
                      {items.map((snippet) => (
                        <li key={snippet.id} className="flex items-center gap-1">
                          <Button
                            variant={snippet.id === props.snippetId ? 'secondary' : 'ghost'}
                            size="sm"
                            className="min-w-0 flex-1 justify-start"
                            aria-current={snippet.id === props.snippetId ? 'true' : undefined}
                            onClick={() => props.onOpenSnippet(snippet)}
                          >
                            <span className="truncate">{snippet.name}</span>
                            <span className="ml-auto text-xs text-muted-foreground">
                              {snippet.language === 'typescript' ? 'TS' : 'JS'}
                            </span>
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={t('delete', { name: snippet.name })}
                            onClick={() => props.onDeleteSnippet(snippet)}
                          >
                            <Trash2Icon aria-hidden />
                          </Button>
                        </li>
                      ))}
                    </ul>
                    <LoadMoreButton more={props.moreSnippets} />
                  </>
                )}
              </LoadState>
            </CardContent>
          </Card>

          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-end gap-4">
              <FormField
                label={t('name')}
                error={props.save.nameError ?? undefined}
                className="min-w-48 flex-1"
              >
                <Input
                  value={props.name}
                  maxLength={80}
                  onChange={(event) => props.onNameChange(event.target.value)}
                />
              </FormField>
              <CodeLanguageToggle
                label={t('language')}
                value={props.language}
                onValueChange={props.onLanguageChange}
              />
              <Button variant="outline" loading={props.save.pending} onClick={props.onSave}>
                {t('save')}
              </Button>
            </div>
            {props.save.error && (
              <Alert variant="destructive">
                <AlertTitle>{t('saveFailed')}</AlertTitle>
                <AlertDescription>{props.save.error}</AlertDescription>
              </Alert>
            )}
            <span role="status" className="sr-only">
              {props.save.saved ? t('saved') : ''}
            </span>
            <FormField label={t('code')} help={t('sandbox')}>
              <Textarea
                value={props.code}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                className="min-h-64 font-mono text-sm leading-relaxed"
                onChange={(event) => props.onCodeChange(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                    event.preventDefault();
                    props.onRun();
                  }
                }}
              />
            </FormField>
            <div className="flex flex-wrap items-center gap-2">
              {running ? (
                <Button variant="destructive" onClick={props.onStop}>
                  <SquareIcon aria-hidden />
                  {t('stop')}
                </Button>
              ) : (
                <Button onClick={props.onRun}>
                  <PlayIcon aria-hidden />
                  {t('run')}
                </Button>
              )}
              <Button
                variant="outline"
                disabled={!configured || props.ask.pending !== null}
                loading={props.ask.pending === 'explain'}
                onClick={() => props.onAsk('explain')}
              >
                {t('explain')}
              </Button>
              <Button
                variant="outline"
                disabled={!configured || props.ask.pending !== null}
                loading={props.ask.pending === 'fix'}
                onClick={() => props.onAsk('fix')}
              >
                {t('fix')}
              </Button>
              <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
                {statusText}
              </p>
            </div>

            <section aria-labelledby="dev-box-console" className="flex flex-col gap-2">
              <h2 id="dev-box-console" className="text-sm font-medium">
                {t('console')}
              </h2>
              <div
                role="log"
                aria-labelledby="dev-box-console"
                className="max-h-80 min-h-24 overflow-auto rounded-lg border bg-muted/50 p-3 font-mono text-sm"
              >
                {props.run.lines.length === 0 ? (
                  <p className="text-muted-foreground">{t('consoleEmpty')}</p>
                ) : (
                  props.run.lines.map((line, index) => (
                    <p key={index} className={cn('break-words whitespace-pre-wrap', levelClass[line.level])}>
                      {line.line ? `${t('line', { line: line.line })}: ${line.text}` : line.text}
                    </p>
                  ))
                )}
              </div>
            </section>

            {props.ask.error && (
              <Alert variant="destructive">
                <AlertTitle>{t('askFailed')}</AlertTitle>
                <AlertDescription>{props.ask.error}</AlertDescription>
              </Alert>
            )}
            {props.ask.answer && (
              <section aria-labelledby="dev-box-answer" className="flex flex-col gap-2">
                <h2 id="dev-box-answer" className="text-sm font-medium">
                  {t(`answer.${props.ask.answer.action}`)}
                </h2>
                <p className="text-sm break-words whitespace-pre-wrap">{props.ask.answer.text}</p>
                {props.ask.answer.code !== null && (
                  <>
                    <CodeBlock code={props.ask.answer.code} title={t('fixedCode')} />
                    <Button className="w-fit" onClick={() => props.onUseFix(props.ask.answer!.code!)}>
                      {t('useFix')}
                    </Button>
                  </>
                )}
              </section>
            )}
          </div>
        </div>
      )}
    </LabPage>
  );
}
