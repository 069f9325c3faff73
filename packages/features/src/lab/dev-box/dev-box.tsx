import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAskAboutDevBoxSnippet } from '@lancer/api/lab/ask-about-dev-box-snippet';
import { useDeleteDevBoxSnippet } from '@lancer/api/lab/delete-dev-box-snippet';
import { useFetchDevBoxSnippetPages } from '@lancer/api/lab/fetch-dev-box-snippets';
import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useSaveDevBoxSnippet } from '@lancer/api/lab/save-dev-box-snippet';
import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { isAiNotConfigured } from '../../lib/ai-not-configured';
import { useRateLimitText } from '../../lib/rate-limited';
import { labStatusOf } from '../lib/ai-error';
import { DevBoxView, type DevBoxAnswer } from './dev-box-view';
import { DEV_BOX_TIME_LIMIT_MS } from './run-snippet';
import { useSnippetRun } from './use-snippet-run';

const FIRST_CODE = 'const name = "Lancer";\nconsole.log(`Hello from the ${name} dev box`);\n';

export type DevBoxProps = {
  /** Code to open with (the AI developer's "Open in Dev box"); not saved until Save. */
  initial?: { code: string; language: DevBoxLanguage } | null;
  /** The time limit of a run (LAB-DEV-BOX-TIME-LIMIT); stories may shorten it. */
  timeLimitMs?: number;
};

/** Dev box (/dev-box): runs in the browser only (LAB-DEV-BOX-LOCAL); snippets are saved per user. */
export function DevBox({ initial = null, timeLimitMs = DEV_BOX_TIME_LIMIT_MS }: DevBoxProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'devBox' });
  const waitText = useRateLimitText();
  const [name, setName] = useState(initial ? t('fromAiDeveloper') : t('untitled'));
  const [language, setLanguage] = useState<DevBoxLanguage>(initial?.language ?? 'javascript');
  const [code, setCode] = useState(initial?.code ?? FIRST_CODE);
  const [snippetId, setSnippetId] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [answer, setAnswer] = useState<DevBoxAnswer | null>(null);
  // LIST-LOAD-MORE: a page at a time, never a silent cut at the first hundred.
  const snippets = useFetchDevBoxSnippetPages({ page_size: 20 });
  const status = useFetchLabStatus();
  const save = useSaveDevBoxSnippet();
  const remove = useDeleteDevBoxSnippet();
  const ask = useAskAboutDevBoxSnippet();
  const run = useSnippetRun(timeLimitMs);
  const edited = () => setSaved(false);

  const askError =
    ask.error && !isAiNotConfigured(ask.error) ? (waitText(ask.error) ?? userMessageOf(ask.error)) : null;
  const lastError = [...run.lines].reverse().find((line) => line.level === 'error');

  return (
    <DevBoxView
      name={name}
      onNameChange={(next) => {
        setName(next);
        setNameError(null);
        edited();
      }}
      language={language}
      onLanguageChange={(next) => {
        setLanguage(next);
        edited();
      }}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        edited();
      }}
      run={{ status: run.status, lines: run.lines, timeLimitSeconds: Math.round(timeLimitMs / 1000) }}
      onRun={() => run.run(code, language)}
      onStop={run.stop}
      snippets={toLoadable(snippets, itemsOfPages)}
      moreSnippets={toLoadMore(snippets)}
      snippetId={snippetId}
      onOpenSnippet={(snippet) => {
        setSnippetId(snippet.id);
        setName(snippet.name);
        setLanguage(snippet.language);
        setCode(snippet.code);
        setAnswer(null);
        setSaved(false);
      }}
      onDeleteSnippet={(snippet) =>
        remove.mutate(
          { query: { snippet_id: snippet.id } },
          { onSuccess: () => snippet.id === snippetId && setSnippetId(null) },
        )
      }
      onNewSnippet={() => {
        setSnippetId(null);
        setName(t('untitled'));
        setCode('');
        setAnswer(null);
        setSaved(false);
      }}
      onSave={() => {
        if (!name.trim()) return setNameError(t('nameRequired'));
        save.mutate(
          { body: { ...(snippetId ? { snippet_id: snippetId } : {}), name: name.trim(), language, code } },
          {
            onSuccess: (snippet) => {
              setSnippetId(snippet.id);
              setSaved(true);
            },
          },
        );
      }}
      save={{
        pending: save.isPending,
        error: save.error ? userMessageOf(save.error) : null,
        nameError,
        saved,
      }}
      status={labStatusOf(status, ask.error)}
      onAsk={(action) => {
        setAnswer(null);
        const error = lastError
          ? lastError.line
            ? `Line ${lastError.line}: ${lastError.text}`
            : lastError.text
          : '';
        ask.mutate(
          { body: { action, language, code, error } },
          { onSuccess: (data) => setAnswer({ action, ...data }) },
        );
      }}
      ask={{ pending: ask.isPending ? (ask.variables?.body.action ?? null) : null, error: askError, answer }}
      onUseFix={(fixed) => {
        setCode(fixed);
        setAnswer(null);
        edited();
      }}
    />
  );
}
