import type { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { operations } from './index';

/** The spec's call table (section 7), copied row by row: method, path, payload names. */
const specCalls: [method: string, path: string, payload: string[]][] = [
  ['GET', '/api/user/profile/fetch-profile', []],
  ['GET', '/api/user/profile/fetch-profile-for-user/{id}', []],
  ['GET', '/api/user/profile/search-for-users', ['condition']],
  ['POST', '/api/user/signin/try-signin-with-email', ['email', 'host']],
  ['POST', '/api/user/signin/signin-with-email-and-password', ['email', 'password']],
  ['POST', '/api/user/signin/signin-with-email-and-code', ['email', 'code', 'host']],
  ['POST', '/api/user/signin/update-user-password', ['password', 'password2']],
  ['POST', '/api/user/signin/update-new-user-flid', ['flid']],
  ['POST', '/api/user/profile/send-email-code', ['email']],
  ['POST', '/api/user/profile/verify-email-with-code', ['email', 'code']],
  ['POST', '/api/user/profile/update-email', ['email']],
  ['POST', '/api/user/profile/update-mobile', ['mobile', 'area_code']],
  ['POST', '/api/user/profile/update-user-fullname', ['first_name', 'last_name']],
  ['POST', '/api/user/profile/update-self-intro', ['content']],
  ['POST', '/api/user/profile/update-accepting-request', ['accepting_request']],
  ['POST', '/api/user/profile/update-expected-salary', ['hourly']],
  ['GET', '/api/user/profile/fetch-stripe-account-link', ['link_type']],
  ['GET', '/api/user/payment/fetch-payment-methods', []],
  ['DELETE', '/api/user/payment/remove-payment-method/{id}', []],
  ['GET', '/api/user/profile/fetch-templates-for-self-intro', ['tags']],
  ['POST', '/api/user/profile/update-user-photo', ['base64', 'filename']],
  ['POST', '/api/user/profile/update-user-photo-blob', []],
  ['POST', '/api/ai/rewrite-resume', ['text']],
  ['POST', '/api/ai/rewrite-jobpost', ['text']],
];

type AnyOperation = {
  method: string;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: boolean;
};

/** The field names of an object schema (through refinements). */
const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as unknown as { def?: { in?: z.ZodType; schema?: z.ZodType } }).def;
  return keysOf(inner?.in ?? inner?.schema);
};

describe("the spec's call table (CALL-TABLE)", () => {
  // proves: CALL-TABLE
  it.each(specCalls)('%s %s is in the contract with its payload names', (method, path, payload) => {
    const operation = (Object.values(operations) as AnyOperation[]).find(
      (candidate) => candidate.path === path,
    );
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation!.method).toBe(method);
    const names = [...keysOf(operation!.query), ...keysOf(operation!.body)];
    for (const name of payload) expect(names, `${path} takes ${name}`).toContain(name);
    if (path.endsWith('-blob')) expect(operation!.multipart).toBe(true);
  });
});
