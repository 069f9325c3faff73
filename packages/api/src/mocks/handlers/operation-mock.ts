import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';

import { DEFAULT_PAGE_SIZE } from '../../constants';
import { answerOf } from '../../contract/access';
import { toColonPath, type Operation } from '../../contract/operation';
import { validationFields, type ErrorCode } from '../../errors';
import { parseOperationInput } from '../../http/parse-input';
import { refuseNonAdministrator } from '../../rules/console';
import { refuseRevokedToken, suspendedError } from '../../rules/suspension';
import { suspensionOf } from '../db/suspensions';
import { consoleFactorRefusal, staleSessionRefusal } from '../db/step-up';
import { signInRequired, type Refusal } from '../../rules/refusal';
import type { UserProfile } from '../../schemas/user';
import { generationOfMockToken, userIdFromMockToken } from '../factories/signin';
import { MockHttpError, rateLimited } from '../db/mock-http-error';
import type { MockDb } from '../db/mock-db';
import { getMockDb } from '../db/store';
import { paginate } from '../db/views';

export type MockContext<Op> =
  Op extends Operation<z.ZodType, infer Q, infer B, z.ZodType>
    ? {
        db: MockDb;
        /** The caller: the user of the bearer token (reading it without one answers 401, as the server does). */
        me: UserProfile;
        meId: string;
        params: Record<string, string>;
        query: z.output<Q>;
        body: z.output<B>;
        /** The multipart form of a multipart operation. */
        form: FormData | null;
        request: Request;
      }
    : never;

type ResponseInput<Op> = Op extends Operation<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;
export type MockResolver<Op> = (context: MockContext<Op>) => ResponseInput<Op> | Promise<ResponseInput<Op>>;

export const errorResponse = (
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
) => HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status, headers });

/** The headers of a 429 as the server sends them. */
const rateLimitHeaders = (retryAfterSeconds: number, limit = 10) => ({
  'retry-after': String(retryAfterSeconds),
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-remaining': '0',
  'x-ratelimit-reset': String(retryAfterSeconds),
});

async function readInput(operation: Operation, request: Request, params: unknown) {
  const form = operation.multipart ? await request.formData() : null;
  const body: unknown = operation.body ? await request.json().catch(() => ({})) : undefined;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return { form, input: parseOperationInput(operation, { params, query, body }) };
}

/** The user of the bearer token, null without one, or the 401 of a token naming nobody. */
export function mockCaller(db: MockDb, request: Request): UserProfile | null | Response {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const token = header.replace(/^Bearer /, '');
  const userId = userIdFromMockToken(token);
  const user = db.users.find((candidate) => candidate.account.basic.user_id === userId);
  if (!user) return errorResponse(401, 'TOKEN_SIGNATURE_INVALID', 'The access token is not valid');
  // ACCOUNT-SUSPENDED: a suspended user's sessions ended when the suspension was decided.
  const suspension = suspensionOf(db, user.account.basic.user_id);
  if (suspension) {
    const { status, code, message, fields } = suspendedError(suspension);
    return errorResponse(status, code, message, fields);
  }
  const revoked = refuseRevokedToken(generationOfMockToken(token), db.tokensRevokedBefore[userId!]);
  return revoked ? errorResponse(revoked.status, revoked.code, revoked.message) : user;
}

const refusalResponse = (refusal: Refusal) => errorResponse(refusal.status, refusal.code, refusal.message);

type MockCallInfo = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
};

/** Resolves one mocked call like the server: the caller, input validation, the resolver, its refusals. */
export async function runMockCall<Op extends Operation, T>(
  operation: Op,
  resolve: (context: MockContext<Op>) => T | Promise<T>,
  { request, params }: MockCallInfo,
): Promise<{ response: Response; data?: undefined } | { response?: undefined; data: T }> {
  const db = getMockDb();
  const me = mockCaller(db, request);
  if (me instanceof Response) return { response: me };
  // ACCESS-MATRIX, like the server: what the declaration refuses a guest, and the console to anyone
  // but an administrator, are refused before the input is read.
  if (!me && answerOf(operation.access, 'guest') !== 'allowed')
    return { response: refusalResponse(signInRequired) };
  const notAdministrator =
    operation.access.subject === 'console' ? refuseNonAdministrator(me?.role ?? null) : null;
  if (notAdministrator) return { response: refusalResponse(notAdministrator) };
  const meId = me?.account.basic.user_id;
  const refusal =
    consoleFactorRefusal(db, operation, meId) ??
    (meId ? staleSessionRefusal(db, operation, request, meId) : null);
  if (refusal) return { response: refusalResponse(refusal) };
  const { form, input } = await readInput(operation, request, params);
  if (!input.ok) return { response: HttpResponse.json(input.error, { status: input.status }) };
  const signedIn = () => {
    if (!me) throw new MockHttpError(signInRequired.status, signInRequired.code, signInRequired.message);
    return me;
  };
  const context = {
    db,
    get me() {
      return signedIn();
    },
    get meId() {
      return signedIn().account.basic.user_id;
    },
    params: params as Record<string, string>,
    query: input.query,
    body: input.body,
    form,
    request,
  } as MockContext<Op>;
  try {
    return { data: await resolve(context) };
  } catch (error) {
    if (error instanceof MockHttpError) {
      const headers =
        error.retryAfterSeconds === undefined ? undefined : rateLimitHeaders(error.retryAfterSeconds);
      return { response: errorResponse(error.status, error.code, error.message, error.fields, headers) };
    }
    throw error;
  }
}

/**
 * One call's MSW handlers: the stateful default (reads and writes the mock db, validates input
 * like the server, answers only contract shapes) and scenario factories for stories.
 */
export function createOperationMock<Op extends Operation>(operation: Op, resolve: MockResolver<Op>) {
  const url = `*${toColonPath(operation.path)}`;
  const method = operation.method.toLowerCase() as 'get' | 'post' | 'delete';
  const on = (resolver: HttpResponseResolver, options?: { once: boolean }) =>
    http[method](url, resolver, options);
  /** Only contract shapes go out: mock data that drifted answers 500 naming the call and field. */
  const answer = (data: unknown) => {
    const parsed = operation.response.safeParse(data);
    if (parsed.success) return HttpResponse.json(parsed.data as never);
    const fields = validationFields(parsed.error.issues);
    return errorResponse(500, 'INTERNAL', `The mock of ${operation.name} breaks the contract`, fields);
  };

  const run = (info: MockCallInfo) => runMockCall(operation, resolve, info);

  const stateful =
    (transform: (data: unknown) => unknown = (data) => data): HttpResponseResolver =>
    async (info) => {
      const outcome = await run(info as never);
      return outcome.response ?? answer(transform(outcome.data));
    };

  return {
    operation,
    /** The default: the stateful in-memory mode. */
    handler: () => on(stateful()),
    /** Fixed data (checked against the contract), or the stateful answer when none is given. */
    success: (data?: ResponseInput<Op>) => on(data === undefined ? stateful() : () => answer(data)),
    /** These answers in turn, the last one again after it: a state that changes while a screen polls. */
    successInTurn: (...data: ResponseInput<Op>[]) => {
      let next = 0;
      return on(() => answer(data[Math.min(next++, data.length - 1)]));
    },
    /** The stateful answer with every top-level list emptied and totals at 0. */
    empty: () => on(stateful(emptied)),
    /**
     * A paged list call over these items (CALL-PAGING): the page and page size the request asks
     * for, the total of them all. For a list longer than a page.
     */
    pages: (items: readonly unknown[]) =>
      on(({ request }) => {
        const search = new URL(request.url).searchParams;
        const page = Number(search.get('page') ?? 1);
        const pageSize = Number(search.get('page_size') ?? DEFAULT_PAGE_SIZE);
        return answer(paginate(items, { page, page_size: pageSize }));
      }),
    /** Never answers: the loading state. */
    loading: () =>
      on(async () => {
        await delay('infinite');
        return new HttpResponse(null);
      }),
    error: (
      status = 500,
      code: ErrorCode = status === 404 ? 'NOT_FOUND' : 'INTERNAL',
      message = 'Something went wrong',
    ) => on(() => errorResponse(status, code, message)),
    /**
     * 429 RATE_LIMITED with Retry-After (decision 1010): the call's limit is used up; the screen
     * says how long to wait. The message is the server's, for the operation's limit.
     */
    rateLimited: (retryAfterSeconds = 14 * 60) => {
      const error = rateLimited(operation.limit ?? 'ai', 'address', retryAfterSeconds);
      return on(() =>
        errorResponse(429, error.code, error.message, undefined, rateLimitHeaders(retryAfterSeconds)),
      );
    },
    /** 401; pass ACCESS_TOKEN_EXPIRED to drive a refresh, TOKEN_SIGNATURE_INVALID to drive a logout. */
    unauthorized: (code: ErrorCode = 'UNAUTHENTICATED') =>
      on(() => errorResponse(401, code, 'Please sign in again')),
    /** The refusal of a shared rule, fields and all (a wrong code with the tries left). */
    refused: (refusal: {
      status: number;
      code: ErrorCode;
      message: string;
      fields?: Record<string, string>;
    }) => on(() => errorResponse(refusal.status, refusal.code, refusal.message, refusal.fields)),
    /** The refusal once, then whatever answered before it (a step-up asked for, then the call taken). */
    refusedOnce: (refusal: { status: number; code: ErrorCode; message: string }) =>
      on(() => errorResponse(refusal.status, refusal.code, refusal.message), { once: true }),
    validationError: (fields: Record<string, string>, message = 'Some fields are not valid') =>
      on(() => errorResponse(400, 'VALIDATION_FAILED', message, fields)),
  };
}

export type OperationMock = ReturnType<typeof createOperationMock>;

function emptied(data: unknown) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? [] : key === 'total' ? 0 : value,
    ]),
  );
}
