import type { Operation } from '@lancer/api/contract/operation';
import { toColonPath } from '@lancer/api/contract/operation';
import { parseOperationInput } from '@lancer/api/http/parse-input';
import { TOKEN_PREFIX } from '@lancer/api/rules/access-token-scopes';
import { signInRequired } from '@lancer/api/rules/refusal';
import { suspendedError } from '@lancer/api/rules/suspension';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AuthUser } from '../user/access-token';
import { verifyPersonalToken } from '../user/personal-token-service';
import { sessionRevoked } from './session-ends';
import type { Services } from '../services';
import { AppError, refuse } from './errors';
import { checkAccess } from './access-check';
import { sendEventStream } from './event-stream';
import { sharedJson } from './shared-answers';
import type { HandlerContext, HandlerMap } from './handler';

/** The operation's params, query and body, parsed by the function the mocks use too. */
function parseInput(operation: Operation, request: FastifyRequest) {
  const input = parseOperationInput(operation, {
    params: request.params,
    query: request.query,
    body: operation.multipart ? undefined : request.body,
  });
  if (!input.ok) {
    const { message, fields } = input.error.error;
    throw new AppError(input.status, 'VALIDATION_FAILED', message, fields);
  }
  return input as { params?: unknown; query?: unknown; body?: unknown };
}

/** The caller of a request by its Bearer token; null without one; 401 for a bad or expired one. */
export async function authenticate(request: FastifyRequest, services: Services): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1])
    throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The Authorization header must be "Bearer <token>"');
  const bearer = match[1].trim();
  // PERSONAL-ACCESS-TOKENS (decision 1807): a `lat_` token is looked up by its hash, not verified as a JWT.
  const user = bearer.startsWith(TOKEN_PREFIX)
    ? await verifyPersonalToken(services, bearer)
    : await services.tokens.verify(bearer);
  // ACCOUNT-SUSPENDED: a suspended user's sessions ended when the suspension was decided.
  const suspension = services.sessionEnds.refusing(user.id);
  if (suspension) {
    const { status, code, message, fields } = suspendedError(suspension);
    throw new AppError(status, code, message, fields);
  }
  if (services.sessionEnds.revokes(user)) throw sessionRevoked();
  return user;
}

/**
 * Aborted when the client goes away before the answer is complete (a stopped stream). Made when a
 * handler first asks for it (the streams do): an AbortController and a listener on every request
 * cost the hot path ~3% of its CPU (decision 1930). A client gone before that is already aborted.
 */
function closedSignal(reply: FastifyReply): AbortSignal {
  const closed = new AbortController();
  const response = reply.raw;
  if (response.destroyed && !response.writableFinished) closed.abort();
  else
    response.on('close', () => {
      if (!response.writableFinished) closed.abort();
    });
  return closed.signal;
}

/** The caller each request's preHandler authenticated, for its handler. */
const callers = new WeakMap<FastifyRequest, AuthUser | null>();

/**
 * One route per contract operation: `{id}` -> `:id`; a preHandler that authenticates the caller and
 * enforces the operation's declared access (sign-in, the console, the caller's relation to the
 * subject: ACCESS-MATRIX); zod parsing of params, query and body (400 VALIDATION_FAILED with
 * fields), the area's handler, and (in dev and tests) the response checked against the contract.
 * Operations without a handler answer 501.
 */
export function registerOperations(
  app: FastifyInstance,
  options: { operations: Record<string, Operation>; handlers: HandlerMap; services: Services },
) {
  const { services } = options;
  const handlers = options.handlers as Record<
    string,
    ((context: HandlerContext<Operation>) => Promise<unknown>) | undefined
  >;
  for (const operation of Object.values(options.operations)) {
    const handler = handlers[operation.name];
    app.route({
      method: operation.method,
      url: toColonPath(operation.path),
      // The label of its metrics (http/metrics.ts): the operation, not the URL.
      config: { operation: operation.name },
      // A GET has no body to inflate: no per-request decompression hook (decision 1950).
      ...(operation.method === 'GET' ? { decompress: false as const } : {}),
      preHandler: async (request, reply) => {
        const maybeUser = await authenticate(request, services);
        if (operation.auth === 'user') refuse(maybeUser ? null : signInRequired);
        // Each personal access token is limited on its own (the "token" limit), whatever it calls.
        if (maybeUser?.personalToken)
          await services.limits.check(request, reply, 'token', { tokenId: maybeUser.personalToken.id });
        await checkAccess(services, operation, request, maybeUser);
        callers.set(request, maybeUser);
      },
      handler: async (request, reply) => {
        const maybeUser = callers.get(request) ?? null;
        const input = parseInput(operation, request);
        let signal: AbortSignal | undefined;
        const context: HandlerContext<Operation> = {
          params: input.params as never,
          query: input.query as never,
          body: input.body as never,
          get user(): AuthUser {
            refuse(maybeUser ? null : signInRequired);
            return maybeUser!;
          },
          maybeUser,
          services,
          request,
          reply,
          get signal() {
            return (signal ??= closedSignal(reply));
          },
        };
        if (operation.limit) {
          const email = (context.body as { email?: unknown } | undefined)?.email;
          await services.limits.check(request, reply, operation.limit, {
            userId: maybeUser?.id,
            email: typeof email === 'string' ? email : undefined,
          });
        }
        if (!handler) throw new AppError(501, 'INTERNAL', `${operation.name} is not implemented yet`);
        const result = await handler(context);
        if (operation.stream) {
          const schema = services.config.validateResponses ? operation.response : undefined;
          return sendEventStream(request, reply, result as AsyncIterable<unknown>, schema);
        }
        if (services.config.validateResponses) {
          const checked = operation.response.safeParse(result);
          if (!checked.success) {
            request.log.error(
              { issues: checked.error.issues, operation: operation.name },
              'response breaks the contract',
            );
            throw new AppError(
              500,
              'INTERNAL',
              `The server's answer to ${operation.name} broke the contract`,
            );
          }
          return checked.data;
        }
        // A cached answer sent as the JSON made for it once (decision 1950): the same bytes and type
        // Fastify's own serialisation gives.
        const json = sharedJson(result);
        if (json === undefined) return result;
        void reply.type('application/json; charset=utf-8');
        return json;
      },
    });
  }
}

/** Names of the operations that have no handler (a test lists them so nothing is silently missing). */
export const missingHandlers = (operations: Record<string, Operation>, handlers: HandlerMap) =>
  Object.keys(operations).filter((name) => !(name in handlers));
