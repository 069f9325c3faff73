import { and, eq } from 'drizzle-orm';

import { finishedProjectMessage, isProjectOpenForChanges } from '@lancer/api/rules/project-activity';

import type { Executor } from '../db/client';
import { projectMembers, projects, type ProjectRow } from '../db/marketplace-schema';
import { AppError, forbidden, notFound } from '../http/errors';

export type MemberRole = 'client' | 'provider' | 'contributor';

/** The project and the user's role in it; 404 when it does not exist, 403 when the user is not a member. */
export async function loadProjectFor(db: Executor, projectId: string, userId: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound('Project');
  const [member] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!member) throw forbidden('You are not a member of this project');
  return { project, role: member.role as MemberRole };
}

export function requireRole(role: MemberRole, allowed: MemberRole, message: string) {
  if (role !== allowed) throw forbidden(message);
}

/** A DONE or CLOSED project takes no more changes (docs/decisions/0500-deliver-finished-projects-and-money-keys.md). */
export function requireOngoing(project: ProjectRow) {
  if (!isProjectOpenForChanges(project.status)) {
    throw new AppError(409, 'INVALID_STATE_TRANSITION', finishedProjectMessage(project.status));
  }
}
