import { describe, expect, it } from 'vitest';

import { ApiError, userMessageOf } from './api-error';
import { apiErrorFromResponse } from './api-error-response';

describe('ApiError: the server’s words for the screen, the operation for the log', () => {
  const refusal = () =>
    new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'The request is closed' } }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });

  it('keeps the operation in the message and out of userMessage', async () => {
    const error = await apiErrorFromResponse(refusal(), 'createProposal');
    expect(error.message).toBe('createProposal: The request is closed');
    expect(error.userMessage).toBe('The request is closed');
    expect(userMessageOf(error)).toBe('The request is closed');
  });

  it('shows any other error’s own message', () => {
    expect(userMessageOf(new Error('offline'))).toBe('offline');
    expect(userMessageOf(new ApiError(0, 'INTERNAL', 'Network error: down', {}, 'fetchJobs'))).toBe(
      'Network error: down',
    );
  });
});
