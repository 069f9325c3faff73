import { ApiError } from '@lancer/api/http/api-error';

/** Whether a lab call failed because the API has no AI endpoint (503 AI_NOT_CONFIGURED). */
export const isAiNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED';

/** The server's message of a failed lab call (AI_FAILED says what the endpoint did), without the operation's name. */
export function labErrorText(error: unknown): string {
  if (error instanceof ApiError && error.operation && error.message.startsWith(`${error.operation}: `))
    return error.message.slice(error.operation.length + 2);
  return error instanceof Error ? error.message : String(error);
}

/** The server's own wording of an AI failure (ERR-AI-FAILED), or null for other errors. */
const aiErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.code === 'AI_FAILED' || error.status === 0)
    ? error.message.replace(/^\w+: /, '')
    : null;

/** What a lab view shows for a failed call: 'notConfigured' (the notice), the server's words, or `fallback`. */
export const labErrorOf = (error: Error | null, fallback: string) =>
  error ? (isAiNotConfigured(error) ? 'notConfigured' : (aiErrorMessage(error) ?? fallback)) : null;
