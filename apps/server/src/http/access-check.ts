import type { Operation } from '@lancer/api/contract/operation';
import { decideAccess, subjectIdField } from '@lancer/api/rules/access-matrix';
import { Role } from '@lancer/api/constants';
import type { FastifyRequest } from 'fastify';

import type { Services } from '../services';
import type { AuthUser } from '../user/access-token';
import { refuse } from './errors';
import { subjectRelations } from './subject-relations';

/** The subject's id as the call sent it; undefined when absent or not a string (validation answers). */
function rawSubjectId(request: FastifyRequest, field: string) {
  const source = (request.method === 'POST' ? request.body : request.query) as
    Record<string, unknown> | undefined;
  const value = source?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
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
  const field = subjectIdField(operation.access);
  const resolve = subjectRelations[operation.access.subject];
  if (!field || !resolve || !user) return;
  const id = rawSubjectId(request, field);
  if (id === undefined) return;
  const held = await resolve(services.db, id, user.id);
  refuse(decideAccess(operation.access, held, (user.role & Role.ADMINISTRATOR) !== 0));
}
