import { z } from 'zod';

import { sideRelations } from '../contract/access';
import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';
import { apiErrorBodySchema, type ErrorCode } from '../errors';
import { PRODUCT_NAME } from '../product';
import { scopeNeeded } from '../rules/access-token-scopes';
import { DEFAULT_LIMITS, describeLimit } from '../rules/rate-limits';
import { componentNames } from './components';
import { carriesDeviceId, DEVICE_ID_HEADER } from '../rules/new-device';
import { fieldDescriptions } from './field-descriptions';
import committedExamples from './examples.json';
import operationErrors from './operation-errors.json';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/**
 * Writes a description on every property of `schema` that has none, from field-descriptions.ts:
 * `<context>.<field>` first, then `<field>`. Records the entries it used in `used`.
 */
function describeFields(schema: unknown, context: string, used: Set<string>): void {
  if (Array.isArray(schema)) return schema.forEach((inner) => describeFields(inner, context, used));
  if (!schema || typeof schema !== 'object') return;
  for (const [key, inner] of Object.entries(schema)) {
    if (key === 'properties' && inner && typeof inner === 'object')
      for (const [name, property] of Object.entries(inner as Record<string, JsonSchema>)) {
        const description = describeField(context, name, used);
        if (description && property.description === undefined) property.description = description;
        describeFields(property, context, used);
      }
    else describeFields(inner, context, used);
  }
}

function describeField(context: string, name: string, used: Set<string>) {
  for (const key of [`${context}.${name}`, name])
    if (Object.hasOwn(fieldDescriptions, key)) {
      used.add(key);
      return fieldDescriptions[key];
    }
  return undefined;
}

const componentRef = (id: string) => `#/components/schemas/${id}`;

/**
 * The answers' schemas, converted together: a named schema (components.ts) is written once under
 * components.schemas and referenced; what no answer reaches is left out.
 */
function answerSchemas(all: Operation[]) {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map(componentNames());
  for (const [schema, id] of idOf) registry.add(schema, { id });
  for (const operation of all)
    if (!idOf.has(operation.response)) {
      idOf.set(operation.response, `operation ${operation.name}`);
      registry.add(operation.response, { id: `operation ${operation.name}` });
    }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: componentRef,
  }) as {
    schemas: Record<string, JsonSchema>;
  };
  if ('__shared' in schemas)
    throw new Error('A schema reached twice without a name: name it in components.ts');
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const answerOf = (operation: Operation): JsonSchema => {
    const id = idOf.get(operation.response)!;
    return id.startsWith('operation ') ? schemas[id]! : { $ref: componentRef(id) };
  };
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const id = inner.slice(componentRef('').length);
        if (!used.has(id)) {
          used.add(id);
          visit(schemas[id]);
        }
      } else visit(inner);
    }
  };
  all.forEach((operation) => visit(answerOf(operation)));
  const components = Object.fromEntries([...used].sort().map((id) => [id, schemas[id]!]));
  return { answerOf, components };
}

function parameters(operation: Operation, used: Set<string>) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        description: describeField(operation.name, name, used),
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  // NEW-DEVICE-ALERT (decision 1027): the calls that start a session may name the device.
  if (carriesDeviceId(operation.path))
    list.push({
      name: DEVICE_ID_HEADER,
      in: 'header',
      description:
        "The browser's own long-lived random id (16 to 128 letters, digits, - or _), kept across sign-outs: a sign-in from a device the account has not used tells the account on the bell and by mail. Without it the device is known by its user agent's browser and system.",
      required: false,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
    });
  return list;
}

function requestBody(operation: Operation, used: Set<string>, example: unknown) {
  if (operation.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                description: describeField(operation.name, 'file', used),
              },
            },
            additionalProperties: true,
          },
        },
      },
    };
  }
  if (!operation.body) return undefined;
  const schema = toSchema(operation.body, 'input');
  describeFields(schema, operation.name, used);
  return {
    required: true,
    content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
  };
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** 429 of a limited call (decision 1010): its default limit, the wait and the counters. */
function rateLimited(operation: Operation) {
  const token = `a personal access token over ${describeLimit(DEFAULT_LIMITS.token)} (the "token" limit)`;
  return {
    429: {
      description: operation.limit
        ? `RATE_LIMITED: over ${describeLimit(DEFAULT_LIMITS[operation.limit])} (the "${operation.limit}" limit), or ${token}; the server's settings may differ`
        : `RATE_LIMITED: ${token}; the server's settings may differ`,
      headers: {
        'Retry-After': integerHeader('Seconds to wait before calling again'),
        'x-ratelimit-limit': integerHeader('Calls allowed in the window'),
        'x-ratelimit-remaining': integerHeader('Calls left in the window (0)'),
        'x-ratelimit-reset': integerHeader('Seconds until the window starts again'),
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    },
  };
}

/** One tag per area (the path's second segment), described for the reference's sidebar. */
const areas: Record<string, string> = {
  user: 'Accounts: sign-in (password or emailed code), token refresh, profile, devices, payment methods.',
  request: 'Job requests a client posts; search, save and close them.',
  proposal: "A provider's proposal on a request: create, revise, withdraw; the client accepts or rejects.",
  project: 'The work after an accepted proposal: collaborators, completion, closing.',
  milestone: 'Paid steps of a project: fund, start, deliver, approve, pay.',
  issue: 'Problems raised on a project and their resolution.',
  payment: 'Payments, proofs, history and the payment provider (sandbox or Stripe).',
  product: "A client's product: plan, work items, issues, operations events, collaborators.",
  invitation: 'Clients invite providers to a request.',
  notification: "The signed-in user's notifications: list, unread count, mark read.",
  review: 'Reviews after a finished project, blind until both sides have written.',
  hourly: 'Hourly projects: time entries, the timer, weekly timesheets, their review and billing.',
  dispute: 'Disputes on a funded milestone: open, answer, settle by agreement, escalate.',
  console:
    "The administrators' console: the dispute queue, decisions, users and suspensions, reports, hiding job posts and reviews, the audit log (403 to anyone else).",
  report: 'Reports of a job post, a profile, a review or a message, for the console to triage.',
  'saved-search': 'Saved searches of jobs and providers, and the alerts of new jobs matching them.',
  'talent-list': "A client's named lists of providers, private to them, and a whole list invited to a job.",
  offer:
    'Direct offers: a client offers one provider a contract without a job post; the provider accepts (the project starts), declines or asks for changes, the client revises or withdraws.',
  webhook:
    'Webhook endpoints: the events sent to an HTTPS address of yours, signed, retried, each with its delivery log.',
  chat: 'Conversations and messages over HTTP; the live socket /ws/chat is described in the [AsyncAPI document](/api/docs/asyncapi.json).',
  ai: 'AI writing help: rewrite a job post or a résumé (503 AI_NOT_CONFIGURED when no model is set).',
  lab: 'The AI lab: conversations, streamed replies, images, the dev box.',
  stats: 'Statistics, earnings and chart data of the signed-in user.',
  activity: "The signed-in user's activity history and workspace summary.",
  site: 'Public pages: blog posts, contact messages, the sandbox status.',
};

type Thrown = { status: number; code: ErrorCode };
const thrown = operationErrors as Record<string, Thrown[]>;

/**
 * Every error an operation can answer, by status: what its handler throws (operation-errors.json,
 * derived from the server's source; decision 1801) and what the route wrapper adds: the bearer
 * token's 401s, UNAUTHENTICATED for a user call, the refusals its access declaration gives, VALIDATION_FAILED for input, 503 and 500.
 */
function errorsOf(operation: Operation): Thrown[] {
  const list = [...(thrown['*'] ?? []), ...(thrown[operation.name] ?? [])];
  if (operation.auth === 'user') list.push({ status: 401, code: 'UNAUTHENTICATED' });
  // ACCESS-MATRIX: the refusals the declaration gives a signed-in caller's relation to the subject.
  for (const relation of sideRelations) {
    const status = operation.access.refuse[relation];
    if (status === 403) list.push({ status, code: 'FORBIDDEN' });
    if (status === 404) list.push({ status, code: 'NOT_FOUND' });
  }
  // STEP-UP and ADMIN-SECOND-FACTOR (decision 1026): the route's checks after the access declaration.
  if (operation.stepUp === 'session') list.push({ status: 403, code: 'STEP_UP_REQUIRED' });
  if (operation.access.subject === 'console') list.push({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
  if (operation.params || operation.query || operation.body || operation.multipart)
    list.push({ status: 400, code: 'VALIDATION_FAILED' });
  // PERSONAL-ACCESS-TOKENS (decision 1807): a token without the call's scope, or over its own limit.
  list.push({ status: 403, code: 'FORBIDDEN' }, { status: 429, code: 'RATE_LIMITED' });
  list.push({ status: 503, code: 'UNAVAILABLE' }, { status: 500, code: 'INTERNAL' });
  const seen = new Map(list.map((error) => [`${error.status} ${error.code}`, error]));
  return [...seen.values()].sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

function errorResponses(operation: Operation) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const { status, code } of errorsOf(operation))
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: codes.join(', '),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/ApiError' },
            examples: Object.fromEntries(
              codes.map((code) => [
                code,
                { value: { error: { code, message: exampleMessages[code] ?? code } } },
              ]),
            ),
          },
        },
      },
    ]),
  );
}

const exampleMessages: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Check the highlighted fields',
  UNAUTHENTICATED: 'Sign in to continue',
  ACCESS_TOKEN_EXPIRED: 'The access token has expired; refresh it',
  TOKEN_SIGNATURE_INVALID: 'The access token is not valid; sign in again',
  NOT_FOUND: 'Request not found',
  FORBIDDEN: 'You are not allowed to do this',
  ACCOUNT_SUSPENDED: 'Your account is suspended until 2026-12-31T00:00:00.000Z: Repeated spam',
  INVALID_STATE_TRANSITION: 'Cannot close a request that is CLOSED',
  UNAVAILABLE: 'The service is unavailable for now; try again shortly',
  INTERNAL: 'Something went wrong on our side',
  STEP_UP_REQUIRED: "Confirm it's you: enter your password, then try again.",
  SECOND_FACTOR_REQUIRED: 'Set up two-step verification in your login settings before you open the console.',
};

function describe(operation: Operation) {
  const lines = [/[.!?]$/.test(operation.summary) ? operation.summary : `${operation.summary}.`];
  lines.push(
    operation.auth === 'user'
      ? 'Needs a signed-in user: `Authorization: Bearer <access token>`.'
      : 'Public: no token needed.',
  );
  lines.push(
    operation.sessionOnly
      ? 'A personal access token cannot make this call (403): sign in.'
      : `With a personal access token: needs the \`${scopeNeeded(operation)}\` scope (or the area's write).`,
  );
  if (operation.stream)
    lines.push("Answers `text/event-stream`: each event's `data` is one JSON object of the 200 schema.");
  if (operation.multipart) lines.push('The body is `multipart/form-data`.');
  if (operation.stepUp === 'session')
    lines.push(
      'Needs a proof of the person on this session within 10 minutes (sign-in or confirm-its-you): else 403 STEP_UP_REQUIRED.',
    );
  if (operation.limit)
    lines.push(`Rate limited: ${describeLimit(DEFAULT_LIMITS[operation.limit])} (429 with Retry-After).`);
  lines.push(
    `Errors: ${errorsOf(operation)
      .map((error) => `${error.status} ${error.code}`)
      .join(', ')}.`,
  );
  return lines.join('\n\n');
}

/**
 * The OpenAPI 3.1 document of the contract: generated, never written by hand. The one builder:
 * docs/openapi.json is written from it and the server serves it at /api/docs/openapi.json.
 */
/** Examples from the mock factories (examples.ts writes examples.json; decision 1803). */
export type Examples = {
  components: Record<string, unknown>;
  operations: Record<string, { body?: unknown; response?: unknown }>;
};

export const buildOpenApiDocument = (examples: Examples = committedExamples) =>
  buildDocument(examples).document;

/** Entries of field-descriptions.ts that describe no field of the document (stale). */
export function unusedFieldDescriptions() {
  const { used } = buildDocument(committedExamples);
  return Object.keys(fieldDescriptions).filter((key) => !used.has(key));
}

function buildDocument(examples: Examples) {
  const paths: Record<string, Record<string, unknown>> = {};
  const all = Object.values(operations) as Operation[];
  const { answerOf: sharedAnswerOf, components } = answerSchemas(all);
  const used = new Set<string>();
  const apiError = toSchema(apiErrorBodySchema, 'output');
  describeFields(apiError, 'ApiError', used);
  for (const [name, schema] of Object.entries(components)) {
    describeFields(schema, name, used);
    if (name in examples.components) schema.examples = [examples.components[name]];
  }
  const answerOf = (operation: Operation) => {
    const schema = structuredClone(sharedAnswerOf(operation));
    describeFields(schema, operation.name, used);
    return schema;
  };
  for (const operation of all) {
    const body = requestBody(operation, used, examples.operations[operation.name]?.body);
    const answer = answerOf(operation);
    const answerExample = examples.operations[operation.name]?.response;
    const answerContent = {
      schema: answer,
      ...(answer.$ref === undefined && answerExample !== undefined ? { example: answerExample } : {}),
    };
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = {
      operationId: operation.name,
      summary: operation.summary,
      description: describe(operation),
      tags: [operation.path.split('/')[2]],
      ...(operation.auth === 'user' ? { security: [{ bearer: [] }] } : { security: [] }),
      parameters: parameters(operation, used),
      ...(body ? { requestBody: body } : {}),
      responses: {
        200: operation.stream
          ? {
              description: 'Server-sent events; the data of each is one object of this schema',
              content: { 'text/event-stream': answerContent },
            }
          : {
              description: 'OK',
              content: { 'application/json': answerContent },
            },
        ...errorResponses(operation),
        ...rateLimited(operation),
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    };
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '0.1.0',
      description: [
        `The ${PRODUCT_NAME} marketplace API: the same calls the web app makes. Generated from the contract (packages/api/src/contract); never written by hand.`,
        'Authenticate with `Authorization: Bearer <access token>` (sign in under **user**, refresh with `refreshToken`). Every error is an HTTP status with `{ "error": { "code", "message", "fields"? } }`; each operation lists the codes it can answer.',
        "Start with the **[Integrate guide](/api/docs/integrate)**: authenticate, refresh, page through lists, idempotency keys, rate limits, errors, the payment provider's webhooks, versioning.",
        'The live chat socket is `/ws/chat`: its frames, close codes 4401/4403, resend and acknowledgements are the **[AsyncAPI 3 document](/api/docs/asyncapi.json)** (also docs/asyncapi.json) and the guide\'s "The chat socket". Versioning: additive changes within 0.x; a field or call is removed only after a release that marks it deprecated.',
      ].join('\n\n'),
      contact: {
        name: `${PRODUCT_NAME} API`,
        url: 'https://github.com/lancer/lancer',
        email: 'api@lancer.example',
      },
    },
    servers: [{ url: '/', description: 'This server (the same origin as this reference)' }],
    tags: Object.entries(areas).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access token from a sign-in call (a JWT; refresh it with refreshToken when a call answers 401 ACCESS_TOKEN_EXPIRED), or a personal access token `lat_…` made in the login settings (createAccessToken), limited to its scopes.',
        },
      },
      schemas: { ApiError: apiError, ...components },
    },
    paths,
  };
  nameCombinedTypes(document, document.components.schemas);
  return { document, used };
}

/** The JSON types a schema's values can take, or null where it does not say (`{}`, allOf). */
function typesOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  seen = new Set<string>(),
): string[] | null {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.$ref === 'string') {
    const id = schema.$ref.slice(componentRef('').length);
    if (seen.has(id) || !components[id]) return null;
    return typesOf(components[id], components, new Set([...seen, id]));
  }
  const literals = 'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : null;
  if (literals)
    return literals.map((value) =>
      value === null
        ? 'null'
        : typeof value === 'number' && Number.isInteger(value)
          ? 'integer'
          : typeof value,
    );
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!branches) return null;
  const types = new Set<string>();
  for (const branch of branches) {
    const inner = typesOf(branch, components, seen);
    if (!inner) return null;
    inner.forEach((type) => types.add(type));
  }
  // An integer is a number: one name for both.
  if (types.has('number')) types.delete('integer');
  return [...types];
}

/**
 * Names the type of each schema that only combines others (`anyOf: [{ type: 'string' }, { type:
 * 'null' }]` becomes `type: ['string', 'null']` beside it): the same values, and readers that
 * pick a schema's kind by its type (Scalar's "Expected union value") need not guess. Examples are
 * values, not schemas: left as they are.
 */
function nameCombinedTypes(value: unknown, components: Record<string, JsonSchema>): void {
  if (Array.isArray(value)) return value.forEach((inner) => nameCombinedTypes(inner, components));
  if (!value || typeof value !== 'object') return;
  const schema = value as JsonSchema;
  if ((schema.anyOf || schema.oneOf) && schema.type === undefined) {
    const types = typesOf(schema, components);
    if (types) schema.type = types.length === 1 ? types[0] : types;
  }
  for (const [key, inner] of Object.entries(schema))
    if (key !== 'example' && key !== 'examples') nameCombinedTypes(inner, components);
}

export const openApiJson = (examples?: Examples) =>
  `${JSON.stringify(buildOpenApiDocument(examples), null, 2)}\n`;
