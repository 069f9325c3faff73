import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@lancer/api/http/api-error';

import { applyServerFieldErrors, fieldErrorText, SERVER_FIELD_ERROR } from './apply-server-field-errors';

type Values = { title: string; budget_min: number; milestones: { title: string }[] };

const refused = new ApiError(400, 'VALIDATION_FAILED', 'Please check the fields', {
  title: 'At most 120 characters',
  budget_min_cents: 'Must be a whole number of cents',
  'milestones.1.title': 'Please name the milestone',
  request_id: 'Unknown request',
});

describe("the server's field errors on a react-hook-form form", () => {
  it('puts each message on the field of the same path, focusing the first', () => {
    const setError = vi.fn();
    const unplaced = applyServerFieldErrors<Values>(
      new ApiError(400, 'VALIDATION_FAILED', 'Please check', {
        title: 'At most 120 characters',
        'milestones.1.title': 'Please name the milestone',
      }),
      setError,
    );
    expect(unplaced).toEqual({});
    expect(setError.mock.calls).toEqual([
      ['title', { type: SERVER_FIELD_ERROR, message: 'At most 120 characters' }, { shouldFocus: true }],
      [
        'milestones.1.title',
        { type: SERVER_FIELD_ERROR, message: 'Please name the milestone' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('maps body fields to form fields and hands back what has no field', () => {
    const setError = vi.fn();
    const unplaced = applyServerFieldErrors<Values>(refused, setError, {
      fieldOf: (field) =>
        field === 'budget_min_cents'
          ? 'budget_min'
          : field === 'title' || field.startsWith('milestones.')
            ? (field as 'title')
            : undefined,
    });
    expect(setError.mock.calls.map(([name]) => name)).toEqual(['title', 'budget_min', 'milestones.1.title']);
    expect(unplaced).toEqual({ request_id: 'Unknown request' });
  });

  it('leaves the form alone for any other failure', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new ApiError(409, 'CONFLICT', 'Taken', { title: 'x' }), setError)).toEqual(
      {},
    );
    expect(applyServerFieldErrors(new Error('offline'), setError)).toEqual({});
    expect(applyServerFieldErrors(null, setError)).toEqual({});
    expect(setError).not.toHaveBeenCalled();
  });

  it("shows the server's words as they came and translates a client check's key", () => {
    const translate = (key: string) => `t(${key})`;
    expect(fieldErrorText({ type: SERVER_FIELD_ERROR, message: 'At most 15 skills' }, translate)).toBe(
      'At most 15 skills',
    );
    expect(fieldErrorText({ type: 'too_small', message: 'errors.title' }, translate)).toBe('t(errors.title)');
    expect(fieldErrorText(undefined, translate)).toBeUndefined();
  });
});
