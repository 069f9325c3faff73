import { AppError } from '../http/errors';
import { sniffImageType } from '../lib/image-type';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type AiProvider = {
  configured: boolean;
  /** One completion of a conversation; throws AI_NOT_CONFIGURED when no endpoint is set. */
  complete(messages: ChatMessage[]): Promise<string>;
  /** The same, streamed: yields text pieces as they arrive (server-sent events of the endpoint). */
  stream(messages: ChatMessage[]): AsyncGenerator<string>;
  /** `count` images through /images/generations (b64_json), each checked to be an image by its bytes. */
  generateImages(input: { prompt: string; size: string; count: number }): Promise<GeneratedImageBytes[]>;
};

type GeneratedImageBytes = { mime: string; bytes: Uint8Array };

const notConfigured = () =>
  new AppError(
    503,
    'AI_NOT_CONFIGURED',
    'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint',
  );
const failed = (detail: string) => new AppError(502, 'AI_FAILED', `The AI endpoint failed: ${detail}`);
const timedOut = (ms: number) =>
  new AppError(504, 'AI_FAILED', `The AI endpoint did not answer within ${Math.round(ms / 1000)} s`);

/** Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp) via /chat/completions. */
export function createAiProvider(options: {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  imageModel?: string;
  timeoutMs?: number;
}): AiProvider {
  const { baseUrl, timeoutMs = 60_000 } = options;
  /** One POST to the endpoint; a network failure, a timeout or a non-2xx status is a clear AppError. */
  const post = async (path: string, body: unknown, ms = timeoutMs) => {
    if (!baseUrl) throw notConfigured();
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(ms),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw timedOut(ms);
      throw failed((error as Error).message);
    }
    if (!response.ok) throw failed(`HTTP ${response.status}`);
    return response;
  };
  const call = (messages: ChatMessage[], stream: boolean) =>
    post('/chat/completions', { model: options.model, messages, stream });
  /** The JSON of an answer; a body that is not JSON (or the read timing out) is a clear AppError. */
  const json = async <T>(response: Response, ms = timeoutMs): Promise<T | null> => {
    try {
      return (await response.json()) as T;
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw timedOut(ms);
      return null;
    }
  };
  return {
    configured: Boolean(baseUrl),
    async complete(messages) {
      const response = await call(messages, false);
      const data = await json<{ choices?: Array<{ message?: { content?: string } }> }>(response);
      const text = data?.choices?.[0]?.message?.content;
      if (typeof text !== 'string') throw failed('no text in the answer');
      return text;
    },
    async *stream(messages) {
      const response = await call(messages, true);
      if (!response.body) throw failed('no body');
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> };
          const piece = parsed.choices?.[0]?.delta?.content;
          if (piece) yield piece;
        }
      }
    },
    async generateImages({ prompt, size, count }) {
      const ms = timeoutMs * 3;
      const response = await post(
        '/images/generations',
        { model: options.imageModel, prompt, size, n: count, response_format: 'b64_json' },
        ms,
      );
      const data = await json<{ data?: Array<{ b64_json?: unknown }> }>(response, ms);
      const items = Array.isArray(data?.data) ? data.data : [];
      const images = items.flatMap((item) => {
        if (typeof item?.b64_json !== 'string') return [];
        const bytes = new Uint8Array(Buffer.from(item.b64_json, 'base64'));
        const mime = sniffImageType(bytes);
        return mime ? [{ mime, bytes }] : [];
      });
      if (images.length === 0) throw failed('no image in the answer');
      return images;
    },
  };
}
