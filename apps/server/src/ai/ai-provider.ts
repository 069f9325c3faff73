import { AppError } from '../http/errors';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type AiProvider = {
  configured: boolean;
  /** One completion of a conversation; throws AI_NOT_CONFIGURED when no endpoint is set. */
  complete(messages: ChatMessage[]): Promise<string>;
  /** The same, streamed: yields text pieces as they arrive (server-sent events of the endpoint). */
  stream(messages: ChatMessage[]): AsyncGenerator<string>;
};

const notConfigured = () =>
  new AppError(
    503,
    'AI_NOT_CONFIGURED',
    'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint',
  );
const failed = (detail: string) => new AppError(502, 'INTERNAL', `The AI endpoint failed: ${detail}`);

/** Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp) via /chat/completions. */
export function createAiProvider(options: { baseUrl?: string; apiKey?: string; model: string }): AiProvider {
  const { baseUrl } = options;
  const call = async (messages: ChatMessage[], stream: boolean) => {
    if (!baseUrl) throw notConfigured();
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, stream }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw failed((error as Error).message);
    }
    if (!response.ok) throw failed(`HTTP ${response.status}`);
    return response;
  };
  return {
    configured: Boolean(baseUrl),
    async complete(messages) {
      const response = await call(messages, false);
      const data = (await response.json().catch(() => null)) as {
        choices?: Array<{ message?: { content?: string } }>;
      } | null;
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
  };
}
