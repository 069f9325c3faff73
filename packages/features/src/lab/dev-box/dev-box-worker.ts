/// <reference lib="webworker" />
/**
 * The dev box's sandbox (LAB-DEV-BOX-SANDBOX): one fresh module worker per run, so no DOM. Before
 * the snippet runs, network and storage are taken out of the worker's global scope and its
 * prototypes; the page ends the worker on Stop or at the time limit (LAB-DEV-BOX-TIME-LIMIT).
 * Messages out: { type: 'console', level, text } | { type: 'error', text, line } | { type: 'done' }.
 */
export {};

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = scope.postMessage.bind(scope);
const nativeSetTimeout = scope.setTimeout.bind(scope);

const BLOCKED = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'EventSource',
  'WebTransport',
  'importScripts',
  'indexedDB',
  'caches',
  'cookieStore',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'RTCPeerConnection',
] as const;

function block(name: string) {
  const refuse = () => {
    throw new Error(`${name} is not available in the dev box: it has no network and no storage`);
  };
  for (let target: object | null = scope; target; target = Object.getPrototypeOf(target)) {
    if (!Object.prototype.hasOwnProperty.call(target, name)) continue;
    try {
      Object.defineProperty(target, name, { get: refuse, set: refuse, configurable: false });
    } catch {
      // A non-configurable property stays, but the one on the global scope is replaced first.
    }
  }
}
for (const name of BLOCKED) block(name);

/** The snippet's line of an error, from its stack (`snippet.js:LINE:COL` in Chromium and Firefox). */
const SOURCE = 'dev-box-snippet.js';
function lineOf(error: unknown): number | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = new RegExp(`${SOURCE.replace('.', '\\.')}:(\\d+):\\d+`).exec(stack);
  return match ? Number(match[1]) : null;
}

function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'undefined' || typeof value === 'symbol' || typeof value === 'bigint')
    return String(value);
  try {
    return JSON.stringify(value, null, 1)?.replace(/\n\s*/g, ' ') ?? String(value);
  } catch {
    return String(value);
  }
}

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) => post({ type: 'console', level, text: args.map(show).join(' ') });
}

const reportError = (error: unknown) => post({ type: 'error', text: show(error), line: lineOf(error) });

// Timers the snippet left running keep the run alive; none left (and no error) ends it.
const pending = new Set<number>();
let finished = false;
function checkDone() {
  nativeSetTimeout(() => {
    if (!finished && pending.size === 0) {
      finished = true;
      post({ type: 'done' });
    }
  }, 0);
}
const nativeClear = scope.clearTimeout.bind(scope);
const nativeSetInterval = scope.setInterval.bind(scope);
const nativeClearInterval = scope.clearInterval.bind(scope);
scope.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
  const id = nativeSetTimeout(() => {
    pending.delete(id);
    try {
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    } catch (error) {
      reportError(error);
    }
    checkDone();
  }, ms);
  pending.add(id);
  return id;
}) as typeof scope.setTimeout;
scope.clearTimeout = (id?: number) => {
  if (id !== undefined) pending.delete(id);
  nativeClear(id);
  checkDone();
};
scope.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
  const id = nativeSetInterval(() => {
    try {
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    } catch (error) {
      reportError(error);
    }
  }, ms);
  pending.add(id);
  return id;
}) as typeof scope.setInterval;
scope.clearInterval = (id?: number) => {
  if (id !== undefined) pending.delete(id);
  nativeClearInterval(id);
  checkDone();
};

scope.addEventListener('error', (event) => {
  event.preventDefault();
  post({ type: 'error', text: event.message, line: event.filename?.endsWith(SOURCE) ? event.lineno : null });
});
scope.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  reportError(event.reason);
});

const requireBlocked = (name: string) => {
  throw new Error(`Cannot load "${name}": modules are not available in the dev box`);
};

scope.onmessage = (event: MessageEvent<{ code: string }>) => {
  scope.onmessage = null;
  // The wrapper opens on the snippet's first line, so the stack's line numbers are the snippet's.
  const source = `(function (exports, require, module) {${event.data.code}\n})\n//# sourceURL=${SOURCE}`;
  try {
    const run = (0, eval)(source) as (exports: object, require: unknown, module: object) => unknown;
    const exports = {};
    const result = run(exports, requireBlocked, { exports });
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(checkDone, (error: unknown) => {
        reportError(error);
        checkDone();
      });
  } catch (error) {
    reportError(error);
  }
  checkDone();
};
