import { buildProject } from '../../factories/project';
import { fixtureTime } from '../../factories/sequence';
import type { DemoProposals } from './proposal';
import type { DemoRequests } from './request';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** The bakery logo project with Ada (ongoing) and the blog migration with Chen (done). */
export function seedProjects(
  { a, b, c }: DemoPeople,
  { ongoingJob, doneJob }: DemoRequests,
  { ongoingProposal, doneProposal }: DemoProposals,
) {
  const project = buildProject({
    id: 'project-ongoing',
    title: ongoingJob.title,
    request_id: ongoingJob.id,
    proposal_id: ongoingProposal.id,
    client: a,
    providers: [b],
    budget_cents: 50_000,
  });
  const doneProject = buildProject({
    id: 'project-done',
    title: doneJob.title,
    request_id: doneJob.id,
    proposal_id: doneProposal.id,
    client: a,
    providers: [c],
    status: 'DONE',
    budget_cents: 110_000,
    score: 92,
    created_at: fixtureTime(30),
    updated_at: fixtureTime(90),
  });
  return { project, doneProject };
}
export type DemoProjects = ReturnType<typeof seedProjects>;

/** The projects and who is in each. */
export function projectTables(
  { a, b, c }: DemoPeople,
  { project, doneProject }: DemoProjects,
): Pick<MockDb, 'projects' | 'projectCollaborators'> {
  return {
    projects: [project, doneProject],
    projectCollaborators: {
      [project.id]: [
        { user: a, role: 'client', joined_at: project.created_at },
        { user: b, role: 'provider', joined_at: project.created_at },
      ],
      [doneProject.id]: [
        { user: a, role: 'client', joined_at: doneProject.created_at },
        { user: c, role: 'provider', joined_at: doneProject.created_at },
      ],
    },
  };
}
