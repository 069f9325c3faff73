import { ApiError } from '@lancer/api/http/api-error';

/** Whether an AI call failed because the API has no AI endpoint (503 AI_NOT_CONFIGURED). */
export const isAiNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED';
