import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';

import { checkCollaboratorChange, checkProjectFinish } from '@lancer/api/rules/project-access';
import type { ProjectState } from '@lancer/api/states/project';

import { milestones } from '../db/milestone-schema';
import { projectMembers, projects } from '../db/project-schema';
import { requests } from '../db/request-schema';
import { conflict, forbidden, notFound, refuse } from '../http/errors';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import { announce, emitToProject } from '../notification/emit-notification';
import { refreshReputations } from '../user/reputation';
import type { Services } from '../services';
import { findUserById } from '../user/user-repository';
import { loadSummaries } from '../user/user-summaries';
import { loadProjectFor } from './project-access';
import { toProjectDetail, toProjects } from './project-view';

export async function fetchProjects(
  services: Services,
  userId: string,
  query: PageQuery & { status?: ProjectState },
) {
  const mine = services.db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  const where: SQL[] = [inArray(projects.id, mine)];
  if (query.status) where.push(eq(projects.status, query.status));
  const condition = and(...where);
  const { rows, total } = await readPage(
    services.db,
    projects,
    condition,
    [desc(projects.updatedAt), desc(projects.id)],
    query,
  );
  return paged(await toProjects(services.db, rows, userId), total, query);
}

export async function fetchProject(services: Services, userId: string, projectId: string) {
  const { project } = await loadProjectFor(services.db, projectId, userId);
  return toProjectDetail(services.db, project, userId);
}

async function finish(
  services: Services,
  userId: string,
  projectId: string,
  to: 'DONE' | 'CLOSED',
  completion?: { score: number; showOnProfile: boolean },
) {
  const { project, role } = await loadProjectFor(services.db, projectId, userId);
  const action = to === 'DONE' ? 'complete' : 'close';
  refuse(checkProjectFinish(role, project.status, action, 0));
  let told: string[] = [];
  const updated = await services.db.transaction(async (tx) => {
    // The project's row, locked first: a second finish at once waits, then meets the rule on what
    // the first left (the project is finished) rather than a bare "changed meanwhile". FOR NO KEY
    // UPDATE, the lock the status update takes anyway: rows written beside it that reference the
    // project (a funding's payment, a notification) take a key-share lock on it, which this one lets
    // through, so a step holding its milestone never waits here while the close waits for that milestone.
    const [locked] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('no key update');
    refuse(checkProjectFinish(role, locked!.status, action, 0));
    // The other areas' work on the project ends with it, in this transaction (HOURLY-CLOSED-PROJECT:
    // an hourly project's time and timer, under its contract's lock).
    for (const step of services.projectFinishing) await step(tx, projectId, services.clock.now());
    if (to === 'DONE') {
      const [unpaid] = await tx
        .select({ n: count() })
        .from(milestones)
        .where(and(eq(milestones.projectId, projectId), ne(milestones.status, 'PAID')));
      refuse(checkProjectFinish(role, locked!.status, action, unpaid?.n ?? 0));
    } else {
      await tx
        .delete(milestones)
        .where(and(eq(milestones.projectId, projectId), eq(milestones.status, 'PENDING')));
    }
    const [finished] = await tx
      .update(projects)
      .set({
        status: to,
        score: completion?.score ?? null,
        showOnProfile: completion?.showOnProfile ?? false,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, projectId))
      .returning();
    const row = finished!;
    // JOB-SUCCESS moves with a finished project: its providers' stored figures too (PROVIDER-SORT).
    const providers = await tx
      .select({ id: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'provider')));
    await refreshReputations(
      tx,
      providers.map((provider) => provider.id),
    );
    await tx
      .update(requests)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(requests.id, project.requestId), eq(requests.status, 'ONGOING')));
    // The other side hears of a completion and its score; closing an unstarted project tells nobody.
    if (to === 'DONE')
      told = await emitToProject(tx, projectId, {
        kind: 'project_completed',
        subject: { project_id: projectId, score: completion?.score ?? 0 },
        actorId: userId,
        title: row.title,
      });
    return row;
  });
  announce(services, told);
  const [view] = await toProjects(services.db, [updated]);
  return view!;
}

export const completeProject = (
  services: Services,
  userId: string,
  body: { project_id: string; score: number; show_on_profile?: boolean | undefined },
) =>
  finish(services, userId, body.project_id, 'DONE', {
    score: body.score,
    // PROFILE-WORK: shown unless the client said no (decision 1361).
    showOnProfile: body.show_on_profile ?? true,
  });
export const closeProject = (services: Services, userId: string, projectId: string) =>
  finish(services, userId, projectId, 'CLOSED');

export async function fetchProjectCollaborators(services: Services, userId: string, projectId: string) {
  await loadProjectFor(services.db, projectId, userId);
  const rows = await services.db
    .select()
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.joinedAt));
  const people = await loadSummaries(
    services.db,
    rows.map((row) => row.userId),
  );
  const order = { client: 0, provider: 1, contributor: 2 } as const;
  return {
    collaborators: rows
      .sort((a, b) => order[a.role] - order[b.role])
      .map((row) => ({ user: people.get(row.userId), role: row.role, joined_at: iso(row.joinedAt) })),
  };
}

export async function addProjectCollaborator(
  services: Services,
  userId: string,
  projectId: string,
  memberId: string,
) {
  const { project, role } = await loadProjectFor(services.db, projectId, userId);
  refuse(checkCollaboratorChange(role, project.status, 'add'));
  if (!(await findUserById(services.db, memberId))) throw notFound('User');
  const added = await services.db
    .insert(projectMembers)
    .values({ projectId, userId: memberId, role: 'contributor' })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw conflict('This user is already a member of the project');
  return fetchProjectCollaborators(services, userId, projectId);
}

export async function removeProjectCollaborator(
  services: Services,
  userId: string,
  projectId: string,
  memberId: string,
) {
  const { project, role } = await loadProjectFor(services.db, projectId, userId);
  refuse(checkCollaboratorChange(role, project.status, 'remove'));
  const [member] = await services.db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, memberId)));
  if (!member) throw notFound('Collaborator');
  if (member.role !== 'contributor') throw forbidden('The client and the provider cannot be removed');
  await services.db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, memberId)));
  return { ok: true as const };
}
