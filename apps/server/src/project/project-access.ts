import { and, eq } from 'drizzle-orm';

import { checkProjectMember, type MemberRole } from '@lancer/api/rules/project-access';

import type { Executor } from '../db/client';
import { projectMembers, projects } from '../db/project-schema';
import { notFound, refuse } from '../http/errors';

/** The project and the user's role in it; 404 when it does not exist, 403 when the user is not a member. */
export async function loadProjectFor(db: Executor, projectId: string, userId: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound('Project');
  const [member] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  refuse(checkProjectMember(member ? (member.role as MemberRole) : null));
  return { project, role: member!.role as MemberRole };
}
