import { useCallback, useEffect, useRef, useState } from 'react';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

import { runSnippet, type ConsoleLine, type RunEnd } from './run-snippet';

export type RunStatus = 'idle' | 'running' | RunEnd;

/** One snippet run at a time: its console lines and status; a new run or leaving the page ends the last. */
export function useSnippetRun(timeLimitMs?: number) {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [status, setStatus] = useState<RunStatus>('idle');
  const current = useRef<ReturnType<typeof runSnippet> | null>(null);
  useEffect(() => () => current.current?.stop(), []);

  const run = useCallback(
    (code: string, language: DevBoxLanguage) => {
      current.current?.stop();
      setLines([]);
      setStatus('running');
      const started = runSnippet({
        code,
        language,
        timeLimitMs,
        onLine: (line) => setLines((previous) => [...previous, line]),
      });
      current.current = started;
      void started.ended.then((end) => {
        if (current.current === started) setStatus(end);
      });
    },
    [timeLimitMs],
  );
  const stop = useCallback(() => current.current?.stop(), []);
  return { lines, status, run, stop };
}
