import { ApiError } from '@lancer/api/http/api-error';

import { isAiNotConfigured } from '../../lib/ai-not-configured';
import { toLoadable, type QueryLike } from '../../lib/to-loadable';
import type { LabStatus } from '../components/lab-page';

/** The server's own wording of an AI failure (ERR-AI-FAILED), or null for other errors. */
const aiErrorMessage = (error: unknown) =>
  error instanceof ApiError && (error.code === 'AI_FAILED' || error.status === 0) ? error.userMessage : null;

/** What a lab view shows for a failed call: 'notConfigured' (the notice), the server's words, or `fallback`. */
export const labErrorOf = (error: Error | null, fallback: string) =>
  error ? (isAiNotConfigured(error) ? 'notConfigured' : (aiErrorMessage(error) ?? fallback)) : null;

/** The lab status a tool's page shows: not configured also once one of its calls answered so. */
export const labStatusOf = (
  status: QueryLike<{ configured: boolean }>,
  callError: Error | null = null,
): LabStatus =>
  toLoadable(status, (data) => ({ configured: data.configured && !isAiNotConfigured(callError) }));
