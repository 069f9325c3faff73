import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';

import type { WorkspaceItem, WorkspaceSummary } from '@lancer/api/schemas/activity';
import type { ProjectRole } from '@lancer/api/rules/next-actions';
import { projectWorkspaceItems, sortWorkspaceItems } from '@lancer/api/rules/workspace';

import type { Executor } from '../db/client';
import { issues } from '../db/issue-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projectMembers, projects } from '../db/project-schema';
import { proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { iso, isoOrNull } from '../lib/time';
import { unreadCounts } from '../chat/unread-counts';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';

const nameOf = (user: { first_name: string; last_name: string; flid: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.flid;

/** Proposals to answer (my jobs' APPLYING ones) and accepted proposals to confirm (mine, ACCEPTING). */
async function proposalItems(db: Executor, userId: string): Promise<WorkspaceItem[]> {
  const rows = await db
    .select({ proposal: proposals, title: requests.title, clientId: requests.clientId })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(
      or(
        and(eq(proposals.status, 'APPLYING'), eq(requests.clientId, userId)),
        and(eq(proposals.status, 'ACCEPTING'), eq(proposals.providerId, userId)),
      ),
    );
  const people = await loadSummaries(
    db,
    rows.flatMap((row) => [row.proposal.providerId, row.clientId]),
  );
  return rows.map(({ proposal, title, clientId }) => {
    const answer = proposal.status === 'APPLYING';
    return {
      kind: answer ? 'answer-proposal' : 'confirm-proposal',
      title,
      context: nameOf(people.get(answer ? proposal.providerId : clientId)),
      project_id: null,
      request_id: proposal.requestId,
      proposal_id: proposal.id,
      milestone_id: null,
      issue_id: null,
      amount_cents: proposal.priceCents,
      currency: proposal.currency,
      since: iso(proposal.updatedAt),
    };
  });
}

/** Milestones and issues waiting for me in my ONGOING projects (rules/workspace.ts decides). */
async function projectItems(db: Executor, userId: string): Promise<WorkspaceItem[]> {
  const mine = await db
    .select({ project: projects, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, userId), eq(projects.status, 'ONGOING')));
  if (mine.length === 0) return [];
  const ids = mine.map((row) => row.project.id);
  const [stones, openIssues] = await Promise.all([
    db.select().from(milestones).where(inArray(milestones.projectId, ids)),
    db
      .select()
      .from(issues)
      .where(and(inArray(issues.projectId, ids), ne(issues.state, 'closed'))),
  ]);
  const latest =
    stones.length === 0
      ? []
      : await db
          .selectDistinctOn([payments.milestoneId])
          .from(payments)
          .where(
            inArray(
              payments.milestoneId,
              stones.map((stone) => stone.id),
            ),
          )
          .orderBy(payments.milestoneId, desc(payments.createdAt), desc(payments.id));
  const paymentOf = new Map(latest.map((payment) => [payment.milestoneId, payment]));
  return mine.flatMap(({ project, role }) =>
    projectWorkspaceItems(
      {
        id: project.id,
        title: project.title,
        request_id: project.requestId,
        created_at: iso(project.createdAt),
        role: role as ProjectRole,
        milestones: stones
          .filter((stone) => stone.projectId === project.id)
          .map((stone) => {
            const payment = paymentOf.get(stone.id);
            return {
              id: stone.id,
              position: stone.position,
              title: stone.title,
              status: stone.status,
              amount_cents: stone.amountCents,
              currency: stone.currency,
              delivered_at: isoOrNull(stone.deliveredAt),
              funded_at: isoOrNull(stone.fundedAt),
              approved_at: isoOrNull(stone.approvedAt),
              funding_payment: payment
                ? { method: payment.method, status: payment.status, created_at: iso(payment.createdAt) }
                : null,
            };
          }),
        issues: openIssues
          .filter((issue) => issue.projectId === project.id)
          .map((issue) => ({
            id: issue.id,
            number: issue.number,
            title: issue.title,
            state: issue.state,
            reporter_id: issue.reporterId,
            assignee_id: issue.assigneeId,
            updated_at: iso(issue.updatedAt),
          })),
      },
      userId,
    ),
  );
}

/** Messages from others after I last read each of my conversations. */
async function unreadChat(db: Executor, userId: string) {
  const rows = await unreadCounts(db, userId);
  return {
    unread_messages: rows.reduce((sum, row) => sum + row.n, 0),
    unread_conversations: rows.filter((row) => row.n > 0).length,
  };
}

export async function fetchWorkspaceSummary(services: Services, userId: string): Promise<WorkspaceSummary> {
  const [fromProposals, fromProjects, chat] = await Promise.all([
    proposalItems(services.db, userId),
    projectItems(services.db, userId),
    unreadChat(services.db, userId),
  ]);
  return { items: sortWorkspaceItems([...fromProposals, ...fromProjects]), ...chat };
}
