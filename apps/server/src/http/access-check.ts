import type { Operation } from '@lancer/api/contract/operation';
import { decideAccess, subjectIdField } from '@lancer/api/rules/access-matrix';
import { Role } from '@lancer/api/constants';
import { adminSecondFactorRequired } from '@lancer/api/rules/step-up';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { users } from '../db/user-schema';
import type { Services } from '../services';
import type { AuthUser } from '../user/access-token';
import { refusePersonalToken } from './personal-token-check';
import { refuse } from './errors';
import { hasSecondFactor } from './session-proofs';
import { subjectRelations } from './subject-relations';

/**
 * The subject's id as the call sent it (a path parameter, else the body of a POST or the query);
 * undefined when absent or not a string (validation answers).
 */
function rawSubjectId(request: FastifyRequest, field: string) {
  const inPath = (request.params as Record<string, unknown> | undefined)?.[field];
  const source = (request.method === 'POST' ? request.body : request.query) as
    Record<string, unknown> | undefined;
  const value = inPath ?? source?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * CONSOLE-ADMIN-ONLY: the caller's role as stored now, not as the access token carried it at
 * sign-in (a token outlives a change of role by up to its lifetime).
 */
async function currentlyAdministrator(services: Services, user: AuthUser) {
  const [row] = await services.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  return row !== undefined && (row.role & Role.ADMINISTRATOR) !== 0;
}

/**
 * ACCESS-MATRIX: the operation's declared access (contract/access.ts), enforced for one call before
 * its input is validated and its service runs: the caller's relation to the subject named in the
 * input decides, through the subject kind's resolver.
 */
export async function checkAccess(
  services: Services,
  operation: Operation,
  request: FastifyRequest,
  user: AuthUser | null,
) {
  // A personal access token: the call must be within its scopes (decision 1807).
  refuse(refusePersonalToken(operation, user));
  if (operation.access.subject === 'console' && user) {
    refuse(decideAccess(operation.access, [], await currentlyAdministrator(services, user)));
    // ADMIN-SECOND-FACTOR (decision 1026): the console opens only with a second factor on.
    if (!(await hasSecondFactor(services.db, user.id))) refuse(adminSecondFactorRequired);
    return;
  }
  const field = subjectIdField(operation.access);
  const resolve = subjectRelations[operation.access.subject];
  if (!field || !resolve || !user) return;
  const id = rawSubjectId(request, field);
  if (id === undefined) return;
  const held = await resolve(services.db, id, user.id);
  refuse(decideAccess(operation.access, held, (user.role & Role.ADMINISTRATOR) !== 0));
}
