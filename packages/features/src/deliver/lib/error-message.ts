import { ApiError } from '@lancer/api/http/api-error';

/** What the server said, without the operation name the client puts in front of it. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.operation && error.message.startsWith(`${error.operation}: `))
    return error.message.slice(error.operation.length + 2);
  return error instanceof Error ? error.message : String(error);
}
