import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { CallInput } from '../client';
import type { Operation } from '../contract/operation';
import { ApiError } from '../http/api-error';
import type { LabStoredMessage, LabStreamEvent } from '../schemas/lab';
import { useApiClient } from './api-client-context';
import { afterSuccess, type AfterSuccess } from './operation-mutation';

export type StreamStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'error';

export type OperationStream<Op> = {
  status: StreamStatus;
  /** The reply so far: every delta in order. */
  text: string;
  /** The stored message of a conversation reply, once it ended. */
  message: LabStoredMessage | null;
  error: Error | null;
  /**
   * Starts a reply (stopping one still running); resolves when it ends, is stopped or fails, and
   * whether any event arrived (none: the call was refused before the stream, nothing was stored).
   */
  start: (input: Omit<CallInput<Op>, 'signal'>) => Promise<{ status: StreamStatus; received: boolean }>;
  /** Stops the reply mid-answer: the request is aborted and the server cancels the endpoint's. */
  stop: () => void;
  reset: () => void;
};

/**
 * A streaming lab operation as React state: the text grows as events arrive; after the stream
 * ends (or is stopped, since the server keeps partial answers) the named queries go stale.
 */
/** `operation` must answer `labStreamEventSchema` events (streamChat, streamLabReply). */
export function useOperationStream<Op extends Operation>(
  operation: Op,
  after: AfterSuccess = {},
): OperationStream<Op> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<Pick<OperationStream<Op>, 'status' | 'text' | 'message' | 'error'>>({
    status: 'idle',
    text: '',
    message: null,
    error: null,
  });
  const controller = useRef<AbortController | null>(null);
  const afterRef = useRef(after);
  afterRef.current = after;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (input: Omit<CallInput<Op>, 'signal'>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'streaming', text: '', message: null, error: null });
      let status: StreamStatus = 'done';
      let received = false;
      try {
        const ended = await client.stream(
          operation,
          { ...input, signal: current.signal } as CallInput<Op>,
          (data) => {
            const event = data as LabStreamEvent;
            received = true;
            if (event.type === 'delta') setState((s) => ({ ...s, text: s.text + event.text }));
            else if (event.type === 'done') setState((s) => ({ ...s, message: event.message }));
            else {
              status = 'error';
              setState((s) => ({
                ...s,
                error: new ApiError(502, 'AI_FAILED', event.message, {}, operation.name),
              }));
            }
          },
        );
        if (ended === 'aborted') status = 'stopped';
      } catch (error) {
        status = 'error';
        setState((s) => ({ ...s, error: error as Error }));
      }
      if (controller.current === current || status === 'stopped') {
        // Reload what the reply changed first, so the stored answer replaces the live one seamlessly.
        await afterSuccess(queryClient, afterRef.current);
        setState((s) => ({ ...s, status }));
      }
      return { status, received };
    },
    [client, operation, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle', text: '', message: null, error: null });
  }, []);

  return { ...state, start, stop, reset };
}
