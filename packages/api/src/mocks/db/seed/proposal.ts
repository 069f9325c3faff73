import { buildProposal } from '../../factories/proposal';
import { fixtureDay } from '../../factories/sequence';
import type { DemoRequests } from './request';
import type { DemoPeople } from './user';

/** Ada's proposal waiting on the open job, and the accepted ones of the ongoing and done projects. */
export function seedProposals({ a, b, c }: DemoPeople, { openJob, ongoingJob, doneJob }: DemoRequests) {
  const incoming = buildProposal({
    id: 'proposal-incoming',
    request_id: openJob.id,
    request_title: openJob.title,
    provider: b,
    client: a,
  });
  const ongoingProposal = buildProposal({
    id: 'proposal-ongoing',
    request_id: ongoingJob.id,
    request_title: ongoingJob.title,
    provider: b,
    client: a,
    price_cents: 50_000,
    milestones: [
      { title: 'Sketches', description: 'Three directions', amount_cents: 15_000, due_date: fixtureDay(5) },
      { title: 'Final logo', description: 'Vector files', amount_cents: 20_000, due_date: fixtureDay(12) },
      {
        title: 'Brand sheet',
        description: 'Colours and type',
        amount_cents: 15_000,
        due_date: fixtureDay(20),
      },
    ],
    status: 'ONGOING',
    project_id: 'project-ongoing',
  });
  const doneProposal = buildProposal({
    id: 'proposal-done',
    request_id: doneJob.id,
    request_title: doneJob.title,
    provider: c,
    client: a,
    price_cents: 110_000,
    milestones: [{ title: 'Migration', description: '', amount_cents: 110_000, due_date: fixtureDay(3) }],
    status: 'ONGOING',
    project_id: 'project-done',
  });
  return { incoming, ongoingProposal, doneProposal };
}
export type DemoProposals = ReturnType<typeof seedProposals>;
