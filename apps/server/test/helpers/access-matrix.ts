import { answerOf, relations, type Relation } from '@lancer/api/contract/access';
import type { Operation } from '@lancer/api/contract/operation';
import { fillPath } from '@lancer/api/contract/operation';
import { subjectIdField } from '@lancer/api/rules/access-matrix';

import type { seedMatrix } from './access-seed';
import { call, type TestApp } from './test-app';

type Seeded = Awaited<ReturnType<typeof seedMatrix>>;
type Subjects = Seeded['main'];

/** A value no schema of the contract takes for a field that is not the subject's id. */
const POISON = [[[]]];

const shapeOf = (schema: unknown) =>
  ((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}) as Record<string, unknown>;

/**
 * The call's input from seeded ids: the subject's id and every other id the input names; on a
 * call that changes something, every other field poisoned, so that a call the check lets through
 * stops at validation (400) instead of changing the seeded subjects.
 */
function inputFor(operation: Operation, subjects: Subjects) {
  const { ids, subjectIds } = subjects;
  const idField = subjectIdField(operation.access);
  const subjectId = subjectIds[operation.access.subject];
  const idOf = (field: string) => (field === idField ? subjectId : ids[field]);
  const params = Object.fromEntries(
    [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key!, idOf(key!) ?? 'matrix-none']),
  );
  const changes = operation.method !== 'GET';
  const fill = (schema: unknown, poison: unknown) =>
    Object.fromEntries(
      Object.keys(shapeOf(schema)).flatMap((field): [string, unknown][] => {
        const id = idOf(field);
        if (field === idField || (id && !changes)) return [[field, id]];
        return changes ? [[field, poison]] : [];
      }),
    );
  const query = fill(operation.query, '') as Record<string, string>;
  const body = operation.method === 'POST' ? fill(operation.body, POISON) : undefined;
  // A body of alternatives (a union) has no fields to list: its subject's id is sent all the same.
  if (idField && subjectId && !(idField in params)) {
    if (body) body[idField] ??= subjectId;
    else query[idField] ??= subjectId;
  }
  return { url: fillPath(operation.path, params), query, body };
}

/** Whether the call's input has a field besides the subject's id to poison. */
const poisoned = (operation: Operation) =>
  [...Object.keys(shapeOf(operation.query)), ...Object.keys(shapeOf(operation.body))].some(
    (field) => field !== subjectIdField(operation.access),
  );

type MatrixCell = {
  operation: string;
  relation: Relation;
  expected: string;
  status: number;
  body: string;
};

export type MatrixResult = {
  operations: number;
  relations: number;
  calls: number;
  allowed: { ok2xx: number; validation: number; refined: number; other: number };
  unexpected: MatrixCell[];
  leaked: (MatrixCell & { field: string })[];
  /** Cells of the reinstated relation not yet refused by the server (sessions ending for good). */
  reinstatedOpen: number;
};

/** Calls every operation as every relation and compares each answer with the declaration. */
export async function runMatrix(
  app: TestApp,
  seeded: Seeded,
  operations: readonly Operation[],
  options: { reinstatedEnforced: boolean },
): Promise<MatrixResult> {
  const result: MatrixResult = {
    operations: operations.length,
    relations: relations.length,
    calls: 0,
    allowed: { ok2xx: 0, validation: 0, refined: 0, other: 0 },
    unexpected: [],
    leaked: [],
    reinstatedOpen: 0,
  };
  const secrets = [...seeded.main.secrets, ...seeded.asSide.secrets];
  // Refused cells first, then allowed calls stopped by validation, then the allowed calls that really
  // change something (their input is the subject's id alone), in reverse contract order: a milestone
  // is acted on before its project is closed, a project before its job post; last those on the
  // caller's whole account (signing out every other session ends the one a sign-out of one names).
  const order = (operation: Operation, expected: string) => {
    if (expected !== 'allowed') return 0;
    if (operation.method === 'GET' || poisoned(operation)) return 1;
    return operation.access.subject === 'account' ? 3 : 2;
  };
  const cells = operations
    .flatMap((operation, index) =>
      relations.map((relation) => {
        const expected = answerOf(operation.access, relation);
        return { operation, relation, expected, rank: order(operation, String(expected)) * 1000 - index };
      }),
    )
    .sort((a, b) => a.rank - b.rank);
  for (const { operation, relation, expected } of cells) {
    const subjects: Subjects = relation === 'administratorAsSide' ? seeded.asSide : seeded.main;
    const input = inputFor(operation, subjects);
    const answer = await call(app, operation.method, input.url, {
      token: seeded.tokens[relation],
      query: input.query,
      body: input.body,
    });
    result.calls += 1;
    const cell = {
      operation: operation.name,
      relation,
      expected: String(expected),
      status: answer.status,
      body: answer.raw.body.slice(0, 300),
    };
    if (relation === 'reinstated' && !options.reinstatedEnforced) {
      result.reinstatedOpen += 1;
      continue;
    }
    if (expected === 'allowed') {
      // The access check never answers 404 on the caller's account, the public or the console: a 404 there is the service's.
      const refusals = subjectIdField(operation.access) ? [401, 403, 404] : [401, 403];
      const refined = answer.status === 403 && answer.body?.error?.message === operation.access.refinedBy;
      if (refusals.includes(answer.status) && !refined) result.unexpected.push(cell);
      else if (refined) result.allowed.refined += 1;
      else if (answer.status < 300) result.allowed.ok2xx += 1;
      else if (answer.status === 400) result.allowed.validation += 1;
      else result.allowed.other += 1;
      continue;
    }
    if (answer.status !== expected) result.unexpected.push(cell);
    const leak = secrets.find((secret) => answer.raw.body.includes(secret));
    if (leak) result.leaked.push({ ...cell, field: leak });
  }
  return result;
}

/** Whether a token issued before a suspension is refused after the reinstatement (401). */
export async function reinstatedRefused(app: TestApp, seeded: Seeded) {
  const answer = await call(app, 'GET', '/api/user/profile/fetch-profile', {
    token: seeded.tokens.reinstated,
  });
  return answer.status === 401;
}

export const summary = (name: string, result: MatrixResult) =>
  `access matrix on ${name}: ${result.operations} operations x ${result.relations} relations = ${result.calls} calls; ` +
  `allowed answered 2xx ${result.allowed.ok2xx}, 400 validation ${result.allowed.validation}, 403 by an area's finer rule ${result.allowed.refined}, other not refused ${result.allowed.other}; ` +
  `${result.unexpected.length} unexpected answers, ${result.leaked.length} leaked fields` +
  (result.reinstatedOpen
    ? `; ${result.reinstatedOpen} reinstated-token calls not checked (old tokens still accepted)`
    : '');
