import { createParser } from 'eventsource-parser';
import type { z } from 'zod';

import { fillPath, type Operation } from './contract/operation';
import { refreshToken as refreshTokenOperation } from './contract/user';
import { logoutErrorCodes } from './errors';
import { ApiError, ResponseShapeError } from './http/api-error';
import { apiErrorFromResponse } from './http/api-error-response';
import { toFormData, type MultipartFields } from './http/form-data';
import { toQueryString, type Query } from './http/query-string';
import { webRefreshLock, type RefreshLock } from './http/refresh-lock';
import { isWellFormedJwt } from './http/token-shape';
import { xhrFetch, type UploadProgress } from './http/xhr-fetch';
import { newRequestId, REQUEST_ID_HEADER } from './http/request-id';
import { carriesDeviceId, DEVICE_ID_HEADER } from './rules/new-device';
import type { SigninResult } from './schemas/signin';

export type Tokens = { access_token: string; refresh_token: string };

export type ApiClientOptions = {
  /** Origin of the API ('' for the page's own origin). */
  baseUrl: string;
  getTokens: () => Tokens | null;
  /** Stores the tokens of a refresh (the app's auth store). */
  setTokens: (result: SigninResult) => void;
  /** ERR-TOKEN-SIGNATURE, ERR-REFRESH-TOKEN: called before the error is rejected onward. The app clears its store and navigates. */
  onLogout: (error: ApiError) => void;
  /**
   * Held around each token refresh (decision 1022): by default the browser's Web Lock, so that tabs
   * sharing the stored tokens refresh one at a time, and a tab that waited finds the tokens another
   * tab rotated. null: only this client's own single flight.
   */
  refreshLock?: RefreshLock | null;
  /**
   * This browser's device id (decision 1027): sent with the calls that start a session, so that a
   * sign-in from a device the account has not used tells the account. None: no header.
   */
  deviceId?: () => string | null;
  /** Parse every response with its schema (development and tests). Default true. */
  validate?: boolean;
  fetch?: typeof fetch;
};

type Present<T extends z.ZodType, Key extends string> = [T] extends [z.ZodNever]
  ? { [K in Key]?: never }
  : object extends z.input<T>
    ? { [K in Key]?: z.input<T> }
    : { [K in Key]: z.input<T> };

/** What `call` takes for an operation: params, query and body exactly when the operation has them. */
export type CallInput<Op> =
  Op extends Operation<infer P, infer Q, infer B, z.ZodType>
    ? Present<P, 'params'> &
        Present<Q, 'query'> &
        ([B] extends [z.ZodNever] ? { body?: MultipartFields } : { body: z.input<B> }) & {
          signal?: AbortSignal;
          /** A multipart call's upload progress (in a browser: sent over XMLHttpRequest, decision 1604). */
          onUploadProgress?: UploadProgress;
        }
    : never;

export type CallOutput<Op> =
  Op extends Operation<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

type SendOptions = {
  auth: boolean;
  operation?: string;
  onUploadProgress?: UploadProgress;
  /** Send this browser's device id (a call that starts a session). */
  device?: boolean;
};
type BuildRequest = (headers: Headers) => { url: string; init: RequestInit };

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const validate = options.validate ?? true;
  const url = (path: string, query?: Query) => `${options.baseUrl}${path}${toQueryString(query)}`;
  let refreshing: Promise<string> | null = null;
  const refreshLock = options.refreshLock === undefined ? webRefreshLock() : options.refreshLock;

  const logout = (error: ApiError): never => {
    options.onLogout(error);
    throw error;
  };

  async function fetchOnce(
    build: BuildRequest,
    accessToken: string | undefined,
    operation?: string,
    onUploadProgress?: UploadProgress,
    device = false,
  ) {
    const headers = new Headers({ accept: 'application/json' });
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    const deviceId = device ? options.deviceId?.() : null;
    if (deviceId) headers.set(DEVICE_ID_HEADER, deviceId);
    // One id per request, found again in the server's log lines of it (decision 2101).
    headers.set(REQUEST_ID_HEADER, newRequestId());
    const { url: target, init } = build(headers);
    // Only a browser's own fetch is swapped for XMLHttpRequest: a client given a fetch keeps it.
    const progress = onUploadProgress && !options.fetch && typeof XMLHttpRequest !== 'undefined';
    try {
      if (progress) return await xhrFetch(target, { ...init, headers }, onUploadProgress);
      return await doFetch(target, { ...init, headers });
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') throw cause;
      throw new ApiError(0, 'INTERNAL', `Network error: ${(cause as Error).message}`, {}, operation);
    }
  }

  /**
   * One token refresh at a time: concurrent expired calls of this client share it, and under the
   * refresh lock other tabs wait for it. Resolves to the new access token.
   */
  function refresh(): Promise<string> {
    const held = options.getTokens()?.refresh_token;
    refreshing ??= (refreshLock ? refreshLock(() => refreshHolding(held)) : refreshHolding(held)).finally(
      () => {
        refreshing = null;
      },
    );
    return refreshing;
  }

  /**
   * The refresh itself, `held` being the refresh token this client had when it asked. The tokens
   * are read again: when they changed meanwhile (another tab refreshed while this one waited for
   * the lock), the stored pair is used and the spent token is not sent again.
   */
  async function refreshHolding(held: string | undefined): Promise<string> {
    const stored = options.getTokens();
    const refresh_token = stored?.refresh_token;
    if (!refresh_token) {
      return logout(
        new ApiError(401, 'REFRESH_TOKEN_INVALID', 'No refresh token', {}, refreshTokenOperation.name),
      );
    }
    if (held && refresh_token !== held) return stored.access_token;
    const response = await fetchOnce(
      (headers) => {
        headers.set('content-type', 'application/json');
        return {
          url: url(refreshTokenOperation.path),
          init: { method: 'POST', body: JSON.stringify({ refresh_token }) },
        };
      },
      undefined,
      refreshTokenOperation.name,
    );
    if (!response.ok) {
      const error = await apiErrorFromResponse(response, refreshTokenOperation.name);
      // Any rejection of the refresh token itself ends the session; a server hiccup (5xx) does not.
      if (response.status === 401 || response.status === 403 || logoutErrorCodes.includes(error.code)) {
        return logout(
          new ApiError(
            error.status,
            'REFRESH_TOKEN_INVALID',
            error.userMessage,
            {},
            refreshTokenOperation.name,
          ),
        );
      }
      throw error;
    }
    const result = checkShape(refreshTokenOperation, await response.json());
    // Signed out, or in again, while the answer was on its way (a logout takes no lock): the
    // answer must not bring the old session back over what is stored now.
    if (options.getTokens()?.refresh_token !== refresh_token) {
      throw new ApiError(
        401,
        'REFRESH_TOKEN_INVALID',
        'The session changed while its tokens were being refreshed',
        {},
        refreshTokenOperation.name,
      );
    }
    options.setTokens(result);
    return result.access_token;
  }

  /** Sends with the access token; refreshes once and retries on an expired token; logs out per ERR-TOKEN-SIGNATURE and ERR-REFRESH-TOKEN. */
  async function send(build: BuildRequest, options: SendOptions): Promise<unknown> {
    const response = await sendRaw(build, options);
    return response.status === 204 ? {} : response.json();
  }

  /** `send` without reading the answer: the ok response itself (a stream reads its body). */
  async function sendRaw(
    build: BuildRequest,
    { auth, operation, onUploadProgress, device }: SendOptions,
  ): Promise<Response> {
    let accessToken = auth ? options.getTokens()?.access_token : undefined;
    if (accessToken && !isWellFormedJwt(accessToken)) {
      logout(
        new ApiError(401, 'TOKEN_SIGNATURE_INVALID', 'The stored access token is malformed', {}, operation),
      );
    }
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchOnce(build, accessToken, operation, onUploadProgress, device);
      if (response.ok) return response;
      const error = await apiErrorFromResponse(response, operation);
      // A suspended account's sign-in answers ACCOUNT_SUSPENDED too: only a session in use ends.
      if (logoutErrorCodes.includes(error.code) && (accessToken || error.code !== 'ACCOUNT_SUSPENDED'))
        logout(error);
      if (error.code === 'ACCESS_TOKEN_EXPIRED' && auth && attempt === 0) {
        // Another tab may have refreshed since this call was sent: its access token is newer.
        const stored = options.getTokens()?.access_token;
        accessToken = stored && stored !== accessToken ? stored : await refresh();
        continue;
      }
      throw error;
    }
  }

  function checkShape<Op extends Operation>(operation: Op, data: unknown): z.output<Op['response']> {
    if (!validate) return data as z.output<Op['response']>;
    const parsed = operation.response.safeParse(data);
    if (!parsed.success) throw new ResponseShapeError(operation.name, parsed.error.issues);
    return parsed.data as z.output<Op['response']>;
  }

  const withSignal = (init: RequestInit, signal?: AbortSignal) => (signal ? { ...init, signal } : init);

  /** The spec's four helpers. */
  const helpers = {
    postJson: (path: string, body: unknown, opts: SendOptions & { signal?: AbortSignal } = { auth: true }) =>
      send((headers) => {
        headers.set('content-type', 'application/json');
        return {
          url: url(path),
          init: withSignal({ method: 'POST', body: JSON.stringify(body ?? {}) }, opts.signal),
        };
      }, opts),
    getWithQuery: (
      path: string,
      query?: Query,
      opts: SendOptions & { signal?: AbortSignal } = { auth: true },
    ) => send(() => ({ url: url(path, query), init: withSignal({ method: 'GET' }, opts.signal) }), opts),
    postMultipart: (
      path: string,
      fields: MultipartFields,
      opts: SendOptions & { signal?: AbortSignal } = { auth: true },
    ) =>
      send(
        () => ({
          url: url(path),
          init: withSignal({ method: 'POST', body: toFormData(fields) }, opts.signal),
        }),
        opts,
      ),
    deleteWithQuery: (
      path: string,
      query?: Query,
      opts: SendOptions & { signal?: AbortSignal } = { auth: true },
    ) => send(() => ({ url: url(path, query), init: withSignal({ method: 'DELETE' }, opts.signal) }), opts),
  };

  /** Calls one operation of the contract through the matching helper and checks the answer's shape. */
  async function call<Op extends Operation>(operation: Op, input?: CallInput<Op>): Promise<CallOutput<Op>> {
    const { params, query, body, signal, onUploadProgress } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      onUploadProgress?: UploadProgress;
    };
    const path = fillPath(operation.path, params);
    const opts = {
      auth: operation.auth === 'user',
      operation: operation.name,
      signal,
      onUploadProgress,
      device: carriesDeviceId(operation.path),
    };
    let data: unknown;
    if (operation.method === 'GET') data = await helpers.getWithQuery(path, query, opts);
    else if (operation.method === 'DELETE') data = await helpers.deleteWithQuery(path, query, opts);
    else if (operation.multipart)
      data = await helpers.postMultipart(path, (body ?? {}) as MultipartFields, opts);
    // A POST's query (unsubscribe-mail's token: RFC 8058 one-click posts to the link itself) rides in its URL.
    else data = await helpers.postJson(`${path}${toQueryString(query)}`, body, opts);
    return checkShape(operation, data) as CallOutput<Op>;
  }

  /**
   * Calls a streaming operation (server-sent events): each event's data is parsed by the
   * operation's schema and handed to `onEvent` in order. Resolves 'done' when the stream ends and
   * 'aborted' when `signal` stops it (the server then cancels its upstream request); an error
   * answer before the stream starts rejects like `call`.
   */
  async function stream<Op extends Operation>(
    operation: Op,
    input: CallInput<Op>,
    onEvent: (event: CallOutput<Op>) => void,
  ): Promise<'done' | 'aborted'> {
    const { params, body, signal } = input as {
      params?: Record<string, string | number>;
      body?: unknown;
      signal?: AbortSignal;
    };
    const path = fillPath(operation.path, params);
    try {
      const response = await sendRaw(
        (headers) => {
          headers.set('content-type', 'application/json');
          headers.set('accept', 'text/event-stream');
          return {
            url: url(path),
            init: withSignal({ method: 'POST', body: JSON.stringify(body ?? {}) }, signal),
          };
        },
        { auth: operation.auth === 'user', operation: operation.name },
      );
      if (!response.body) throw new ApiError(502, 'AI_FAILED', 'The stream has no body', {}, operation.name);
      const parser = createParser({
        onEvent: (message) => onEvent(checkShape(operation, JSON.parse(message.data)) as CallOutput<Op>),
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Not every fetch errors the body on abort (a mocked one may not): cancel it ourselves.
      const cancel = () => void reader.cancel().catch(() => {});
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (signal?.aborted) return 'aborted';
          if (done) return 'done';
          parser.feed(value);
        }
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    } catch (error) {
      if (signal?.aborted) return 'aborted';
      throw error;
    }
  }

  /**
   * A stored file's bytes (GET /api/files/{id}) with the access token, refreshed once if expired: a
   * chat message's file is served to the conversation's members only (CHAT-FILE-MEMBERS), so an
   * <img> cannot load it by address; the caller makes an object URL of the blob.
   */
  async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
    const build: BuildRequest = (headers) => {
      headers.set('accept', '*/*');
      return { url: url(path), init: withSignal({ method: 'GET' }, signal) };
    };
    const response = await sendRaw(build, {
      auth: true,
      operation: 'fetchFile',
    });
    return response.blob();
  }

  return { ...helpers, call, stream, refresh, fetchFile };
}
