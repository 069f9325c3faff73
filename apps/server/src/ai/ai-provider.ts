import { createParser, type EventSourceMessage } from 'eventsource-parser';

import { AppError } from '../http/errors';
import { sniffImageType } from '../lib/image-type';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** What a caller may set on one completion; the configured model when none is named. */
export type CompletionOptions = {
  model?: string;
  temperature?: number;
  max_tokens?: number;
  /** Aborting it aborts the request to the endpoint (the client stopped the answer). */
  signal?: AbortSignal;
};

export type AiProvider = {
  configured: boolean;
  /** One completion of a conversation; throws AI_NOT_CONFIGURED when no endpoint is set. */
  complete(messages: ChatMessage[], options?: CompletionOptions): Promise<string>;
  /**
   * The same, streamed: yields text pieces as they arrive (the endpoint's server-sent events).
   * Nothing is requested until the first `next()`, which throws when the endpoint cannot answer.
   */
  stream(messages: ChatMessage[], options?: CompletionOptions): AsyncGenerator<string>;
  /** The endpoint's model ids (GET /models). */
  listModels(): Promise<string[]>;
  /** `count` images through /images/generations (b64_json), each checked to be an image by its bytes. */
  generateImages(input: { prompt: string; size: string; count: number }): Promise<GeneratedImageBytes[]>;
};

type GeneratedImageBytes = { mime: string; bytes: Uint8Array };

/** MSG-AI-NOT-CONFIGURED: the one answer of every AI call when AI_BASE_URL is unset. */
const aiNotConfigured = () =>
  new AppError(
    503,
    'AI_NOT_CONFIGURED',
    'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint (and AI_API_KEY if it needs one)',
  );
/** ERR-AI-FAILED: the endpoint failed, timed out or answered garbage; never a 500. */
export const aiFailed = (detail: string) =>
  new AppError(502, 'AI_FAILED', `The AI endpoint failed: ${detail}`);

/** An abort signal that fires after `ms` unless `reset()` pushes it on, or when `outer` aborts. */
function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const reset = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const onOuter = () => controller.abort();
  outer?.addEventListener('abort', onOuter, { once: true });
  reset();
  return {
    signal: controller.signal,
    reset,
    get timedOut() {
      return timedOut;
    },
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

/** Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp) via /chat/completions and /models. */
export function createAiProvider(options: {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  imageModel?: string;
  timeoutMs?: number;
}): AiProvider {
  const { baseUrl } = options;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const headers = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  };

  /** One request; the deadline covers the wait for the answer's head. */
  const request = async (path: string, init: RequestInit, clock: ReturnType<typeof deadline>) => {
    if (!baseUrl) throw aiNotConfigured();
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        ...init,
        headers,
        signal: clock.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError' && !clock.timedOut) throw error;
      throw aiFailed(clock.timedOut ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw aiFailed(`HTTP ${response.status}`);
    }
    return response;
  };

  const chatBody = (messages: ChatMessage[], completion: CompletionOptions, stream: boolean) =>
    JSON.stringify({
      model: completion.model ?? options.model,
      messages,
      stream,
      ...(completion.temperature === undefined ? {} : { temperature: completion.temperature }),
      ...(completion.max_tokens === undefined ? {} : { max_tokens: completion.max_tokens }),
    });

  return {
    configured: Boolean(baseUrl),
    async complete(messages, completion = {}) {
      const clock = deadline(timeoutMs, completion.signal);
      try {
        const response = await request(
          '/chat/completions',
          { method: 'POST', body: chatBody(messages, completion, false) },
          clock,
        );
        const data = (await response.json().catch(() => null)) as {
          choices?: Array<{ message?: { content?: string } }>;
        } | null;
        const text = data?.choices?.[0]?.message?.content;
        if (typeof text !== 'string') throw aiFailed('no text in the answer');
        return text;
      } finally {
        clock.clear();
      }
    },
    async *stream(messages, completion = {}) {
      const clock = deadline(timeoutMs, completion.signal);
      try {
        const response = await request(
          '/chat/completions',
          { method: 'POST', body: chatBody(messages, completion, true) },
          clock,
        );
        if (!response.body) throw aiFailed('no body');
        const events: EventSourceMessage[] = [];
        const parser = createParser({ onEvent: (event) => events.push(event) });
        const decoder = new TextDecoder();
        try {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            clock.reset();
            parser.feed(decoder.decode(chunk, { stream: true }));
            for (const event of events.splice(0)) {
              if (event.data.trim() === '[DONE]') return;
              let parsed: { choices?: Array<{ delta?: { content?: string } }> };
              try {
                parsed = JSON.parse(event.data) as typeof parsed;
              } catch {
                throw aiFailed('the stream is not JSON events');
              }
              const piece = parsed.choices?.[0]?.delta?.content;
              if (piece) yield piece;
            }
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          if (clock.timedOut) throw aiFailed(`no answer within ${timeoutMs / 1000} s`);
          throw error;
        }
      } finally {
        clock.clear();
      }
    },
    async listModels() {
      const clock = deadline(timeoutMs);
      try {
        const response = await request('/models', { method: 'GET' }, clock);
        const data = (await response.json().catch(() => null)) as { data?: Array<{ id?: unknown }> } | null;
        if (!Array.isArray(data?.data)) throw aiFailed('no model list in the answer');
        return data.data.map((model) => model.id).filter((id): id is string => typeof id === 'string');
      } finally {
        clock.clear();
      }
    },
    async generateImages({ prompt, size, count }) {
      // Drawing takes longer than writing: three times the text deadline.
      const clock = deadline(timeoutMs * 3);
      try {
        const response = await request(
          '/images/generations',
          {
            method: 'POST',
            body: JSON.stringify({
              model: options.imageModel,
              prompt,
              size,
              n: count,
              response_format: 'b64_json',
            }),
          },
          clock,
        );
        const data = (await response.json().catch(() => null)) as {
          data?: Array<{ b64_json?: unknown }>;
        } | null;
        const items = Array.isArray(data?.data) ? data.data : [];
        const images = items.flatMap((item) => {
          if (typeof item?.b64_json !== 'string') return [];
          const bytes = new Uint8Array(Buffer.from(item.b64_json, 'base64'));
          const mime = sniffImageType(bytes);
          return mime ? [{ mime, bytes }] : [];
        });
        if (images.length === 0) throw aiFailed('no image in the answer');
        return images;
      } finally {
        clock.clear();
      }
    },
  };
}
