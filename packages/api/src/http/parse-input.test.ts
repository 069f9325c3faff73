import { describe, expect, it } from 'vitest';

import { createProposal } from '../contract/proposal';
import { searchRequests } from '../contract/request';
import { fetchProfileForUser } from '../contract/user';
import { parseOperationInput } from './parse-input';

describe('parseOperationInput', () => {
  it('coerces the query string and fills defaults', () => {
    const parsed = parseOperationInput(searchRequests, { query: { page: '2', budget_min_cents: '100' } });
    expect(parsed).toMatchObject({
      ok: true,
      query: { page: 2, page_size: 20, scope: 'all', budget_min_cents: 100 },
    });
  });

  it('answers VALIDATION_FAILED with a message per field path, params and body together', () => {
    const parsed = parseOperationInput(createProposal, {
      body: {
        request_id: 'r1',
        price_cents: 100,
        duration_days: 0,
        milestones: [{ title: '', amount_cents: 100, due_date: '2030-01-01' }],
        payment_plan: 'per_milestone',
      },
    });
    expect(parsed).toEqual({
      ok: false,
      status: 400,
      error: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'duration_days: At least 1 day',
          fields: { duration_days: 'At least 1 day', 'milestones.0.title': 'Please name the milestone' },
        },
      },
    });
    expect(parseOperationInput(fetchProfileForUser, { params: { id: '' } })).toMatchObject({
      ok: false,
      error: { error: { fields: { id: expect.any(String) } } },
    });
  });
});
