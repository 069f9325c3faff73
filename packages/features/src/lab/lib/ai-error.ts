import { ApiError } from '@lancer/api/http/api-error';

/** MSG-AI-NOT-CONFIGURED: the lab call failed because the API has no AI endpoint. */
const isAiNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED';

/** The server's own wording of an AI failure (ERR-AI-FAILED), or null for other errors. */
const aiErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.code === 'AI_FAILED' || error.status === 0)
    ? error.message.replace(/^\w+: /, '')
    : null;

/** What a lab view shows for a failed call: 'notConfigured' (the notice), the server's words, or `fallback`. */
export const labErrorOf = (error: Error | null, fallback: string) =>
  error ? (isAiNotConfigured(error) ? 'notConfigured' : (aiErrorMessage(error) ?? fallback)) : null;
