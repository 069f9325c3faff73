import type { Executor } from '../db/client';
import { hourlyContracts } from '../db/hourly-schema';
import { milestones } from '../db/milestone-schema';
import { projectMembers, projects } from '../db/project-schema';
import type { ProposalRow } from '../db/proposal-schema';
import type { RequestRow } from '../db/request-schema';
import { newId } from '../lib/ids';

/**
 * The project an accepted proposal starts, in the caller's transaction: the project, its client and
 * provider as members, and the money terms: PENDING milestones for a fixed price, or the hourly
 * contract at the rate and the weekly limit. The one way a project starts: a confirmed proposal
 * (confirmProposal) and an accepted direct offer (acceptOffer, decision 2202) both come here.
 */
export async function startProject(
  tx: Executor,
  request: Pick<RequestRow, 'id' | 'title' | 'clientId'>,
  proposal: Pick<
    ProposalRow,
    'id' | 'providerId' | 'priceCents' | 'currency' | 'hourly' | 'weeklyLimitHours' | 'milestones'
  >,
  projectId: string,
) {
  const [project] = await tx
    .insert(projects)
    .values({
      id: projectId,
      title: request.title,
      requestId: request.id,
      proposalId: proposal.id,
      clientId: request.clientId,
      status: 'ONGOING',
      budgetCents: proposal.priceCents,
      currency: proposal.currency,
    })
    .returning();
  await tx.insert(projectMembers).values([
    { projectId, userId: request.clientId, role: 'client' },
    { projectId, userId: proposal.providerId, role: 'provider' },
  ]);
  if (proposal.hourly)
    await tx.insert(hourlyContracts).values({
      projectId,
      providerId: proposal.providerId,
      clientId: request.clientId,
      rateCents: proposal.hourly.rate_cents,
      currency: proposal.currency,
      weeklyLimitHours: proposal.weeklyLimitHours ?? proposal.hourly.weekly_hours,
    });
  if (proposal.milestones.length > 0)
    await tx.insert(milestones).values(
      proposal.milestones.map((planned, index) => ({
        id: newId(),
        projectId,
        position: index + 1,
        title: planned.title,
        description: planned.description,
        amountCents: planned.amount_cents,
        currency: proposal.currency,
        dueDate: planned.due_date,
        status: 'PENDING' as const,
      })),
    );
  return project!;
}
