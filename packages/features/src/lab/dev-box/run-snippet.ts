import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

import devBoxWorkerUrl from './dev-box-worker.ts?worker&url';
import { trustedWorkerUrl } from './trusted-worker-url';

/** LAB-DEV-BOX-TIME-LIMIT: a run is ended after this long. */
export const DEV_BOX_TIME_LIMIT_MS = 5_000;

export type ConsoleLine = {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug' | 'system';
  text: string;
  /** The snippet's line of an error, when known. */
  line?: number | null;
};

export type RunEnd = 'done' | 'stopped' | 'timeout' | 'failed';

/** Most lines one run keeps (an endless console.log would otherwise fill the memory). */
const MAX_LINES = 500;

/**
 * Compiles the snippet with sucrase (loaded on the first run only), so TypeScript runs and a syntax
 * error names its line; the line numbers of the output match the editor's.
 */
async function compile(code: string, language: DevBoxLanguage) {
  const { transform } = await import('sucrase');
  return transform(code, {
    transforms: language === 'typescript' ? ['typescript', 'imports'] : ['imports'],
    disableESTransforms: true,
    production: true,
  }).code;
}

const syntaxLine = (error: unknown) => {
  const match = /\((\d+):\d+\)/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : null;
};

/**
 * Runs a snippet in a fresh sandboxed worker (LAB-DEV-BOX-LOCAL, LAB-DEV-BOX-SANDBOX): output lines
 * arrive through onLine; `stop()` or the time limit terminates the worker, even in an endless loop.
 */
export function runSnippet(options: {
  code: string;
  language: DevBoxLanguage;
  onLine: (line: ConsoleLine) => void;
  timeLimitMs?: number;
}) {
  let worker: Worker | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (end: RunEnd) => void = () => {};
  let lines = 0;
  const emit = (line: ConsoleLine) => {
    lines += 1;
    if (lines <= MAX_LINES) options.onLine(line);
  };
  let over = false;
  const ended = new Promise<RunEnd>((resolve) => {
    settle = (end) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      worker?.terminate();
      resolve(end);
    };
  });
  let failed = false;
  void (async () => {
    let compiled: string;
    try {
      compiled = await compile(options.code, options.language);
    } catch (error) {
      emit({
        level: 'error',
        text: error instanceof Error ? error.message : String(error),
        line: syntaxLine(error),
      });
      return settle('failed');
    }
    if (over) return; // stopped while compiling
    worker = new Worker(trustedWorkerUrl(devBoxWorkerUrl), { type: 'module' });
    worker.onmessage = (
      event: MessageEvent<{
        type: string;
        level?: ConsoleLine['level'];
        text?: string;
        line?: number | null;
      }>,
    ) => {
      const data = event.data;
      if (data.type === 'console') emit({ level: data.level ?? 'log', text: String(data.text ?? '') });
      else if (data.type === 'error') {
        failed = true;
        emit({ level: 'error', text: String(data.text ?? ''), line: data.line ?? null });
      } else if (data.type === 'done') settle(failed ? 'failed' : 'done');
    };
    worker.onerror = (event) => {
      event.preventDefault();
      emit({ level: 'error', text: event.message || 'The sandbox failed to start' });
      settle('failed');
    };
    timer = setTimeout(() => settle('timeout'), options.timeLimitMs ?? DEV_BOX_TIME_LIMIT_MS);
    worker.postMessage({ code: compiled });
  })();
  return { ended, stop: () => settle('stopped') };
}
