import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';

import { toColonPath, type Operation } from '../../contract/operation';
import type { ErrorCode } from '../../errors';
import type { LabStoredMessage, LabStreamEvent } from '../../schemas/lab';
import { getMockDb } from '../db/store';
import { errorResponse, runMockCall, type MockContext } from './operation-mock';

/** What a streamed reply's resolver answers: the text to stream, and what to store when it ends. */
export type StreamPlan = {
  text: string;
  /** Called once when the stream ends or the caller stops it (with the text sent so far). */
  finish?: (text: string, stopped: boolean) => LabStoredMessage | null;
};

export type StreamMockOptions = {
  /** Pause between pieces, in ms (stories slow it down so Stop can be pressed mid-answer). */
  pace?: number;
  /** After this many pieces, an error event instead of the rest (the endpoint failing mid-answer). */
  failAfter?: number;
};

const encoder = new TextEncoder();
const sse = (event: LabStreamEvent) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);

/** The text in pieces of a few characters, as a model writes it. */
export const streamPieces = (text: string) => text.match(/[\s\S]{1,6}/g) ?? [];

/**
 * A real ReadableStream of server-sent events, as the server answers a streaming call. When the
 * caller aborts, the stream is cancelled: the mock counts it (`labStreamsCancelled`, the mock's
 * view of "the upstream request ended") and stores the partial answer.
 */
export function sseStream(
  plan: StreamPlan,
  { pace = 15, failAfter }: StreamMockOptions,
  signal: AbortSignal,
) {
  const pieces = streamPieces(plan.text);
  let sent = '';
  let finished = false;
  const finish = (stopped: boolean) => {
    if (finished) return null;
    finished = true;
    if (stopped) getMockDb().labStreamsCancelled += 1;
    return plan.finish?.(sent, stopped) ?? null;
  };
  signal.addEventListener('abort', () => finish(true), { once: true });
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await delay(pace);
      if (finished) return controller.close();
      if (failAfter !== undefined && index >= failAfter) {
        finished = true;
        controller.enqueue(
          sse({ type: 'error', code: 'AI_FAILED', message: 'The AI endpoint failed: HTTP 500' }),
        );
        controller.close();
        return;
      }
      const piece = pieces[index];
      index += 1;
      if (piece === undefined) {
        controller.enqueue(sse({ type: 'done', message: finish(false) }));
        controller.close();
        return;
      }
      sent += piece;
      controller.enqueue(sse({ type: 'delta', text: piece }));
    },
    cancel() {
      finish(true);
    },
  });
}

/** A streaming operation's MSW handlers: the stateful default and scenario factories for stories. */
export function createStreamMock<Op extends Operation>(
  operation: Op,
  resolve: (context: MockContext<Op>) => StreamPlan,
) {
  const url = `*${toColonPath(operation.path)}`;
  const on = (resolver: HttpResponseResolver) => http.post(url, resolver);
  const streaming =
    (options: StreamMockOptions = {}, text?: string): HttpResponseResolver =>
    async (info) => {
      const outcome = await runMockCall(operation, resolve, info as never);
      if (outcome.response) return outcome.response;
      const plan = text === undefined ? outcome.data : { ...outcome.data, text };
      return new HttpResponse(sseStream(plan, options, info.request.signal), {
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      });
    };
  return {
    operation,
    handler: () => on(streaming()),
    /** The stateful reply, or a fixed text, at the given pace. */
    success: (text?: string, options: StreamMockOptions = {}) => on(streaming(options, text)),
    /** A reply slow enough to stop by hand: a piece every 150 ms. */
    slow: (text?: string) => on(streaming({ pace: 150 }, text)),
    /** Never answers: the loading state. */
    loading: () =>
      on(async () => {
        await delay('infinite');
        return new HttpResponse(null);
      }),
    /** A JSON error before any event (AI not configured, bad input, the endpoint down). */
    error: (status = 502, code: ErrorCode = 'AI_FAILED', message = 'The AI endpoint failed: HTTP 500') =>
      on(() => errorResponse(status, code, message)),
    /** A few pieces, then an error event: the endpoint failed mid-answer. */
    failMidway: (failAfter = 3) => on(streaming({ failAfter })),
  };
}
