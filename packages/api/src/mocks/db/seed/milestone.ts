import { buildMilestone } from '../../factories/milestone';
import { fixtureTime } from '../../factories/sequence';
import type { DemoProjects } from './project';
import type { DemoProposals } from './proposal';

/** The logo's sketches paid, its final logo funded, its brand sheet pending; the migration paid. */
export function seedMilestones(
  { project, doneProject }: DemoProjects,
  { ongoingProposal, doneProposal }: DemoProposals,
) {
  const funded = { funded_at: fixtureTime(130) };
  const milestones = [
    buildMilestone({
      id: 'milestone-1',
      project_id: project.id,
      position: 1,
      ...ongoingProposal.milestones[0]!,
      currency: 'USD',
      status: 'PAID',
      ...funded,
      delivered_at: fixtureTime(150),
      delivery_note: 'Three sketches attached.',
      approved_at: fixtureTime(160),
      paid_at: fixtureTime(161),
    }),
    buildMilestone({
      id: 'milestone-2',
      project_id: project.id,
      position: 2,
      ...ongoingProposal.milestones[1]!,
      currency: 'USD',
      status: 'IMPLEMENTING',
      ...funded,
    }),
    buildMilestone({
      id: 'milestone-3',
      project_id: project.id,
      position: 3,
      ...ongoingProposal.milestones[2]!,
      currency: 'USD',
      status: 'PENDING',
    }),
    buildMilestone({
      id: 'milestone-4',
      project_id: doneProject.id,
      position: 1,
      ...doneProposal.milestones[0]!,
      currency: 'USD',
      status: 'PAID',
      funded_at: fixtureTime(40),
      delivered_at: fixtureTime(60),
      delivery_note: 'Live.',
      approved_at: fixtureTime(70),
      paid_at: fixtureTime(71),
    }),
  ];
  return milestones;
}
