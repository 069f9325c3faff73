import type { HistoryEntry, HistoryKind, WorkspaceItem, WorkspaceSummary } from '../../schemas/activity';
import type { Milestone } from '../../schemas/milestone';
import type { UserSummary } from '../../schemas/common';
import { projectWorkspaceItems, sortWorkspaceItems, type WorkspaceProject } from '../../rules/workspace';
import type { MockDb } from './mock-db';
import { conversationView } from './views';

/** The workspace and the history of one user, derived from the mock store as the server derives them. */

const nameOf = (user: UserSummary) => `${user.first_name} ${user.last_name}`.trim() || user.flid;

function roleIn(db: MockDb, projectId: string, meId: string) {
  return (db.projectCollaborators[projectId] ?? []).find((member) => member.user.user_id === meId)?.role;
}

function latestPayment(db: MockDb, milestone: Milestone) {
  return (
    db.payments
      .filter((payment) => payment.milestone_id === milestone.id)
      .sort((left, right) => right.created_at.localeCompare(left.created_at))[0] ?? null
  );
}

export function mockWorkspaceSummary(db: MockDb, meId: string): WorkspaceSummary {
  const proposalItems = db.proposals.flatMap((proposal): WorkspaceItem[] => {
    const answer = proposal.status === 'APPLYING' && proposal.client.user_id === meId;
    const confirm = proposal.status === 'ACCEPTING' && proposal.provider.user_id === meId;
    if (!answer && !confirm) return [];
    return [
      {
        kind: answer ? 'answer-proposal' : 'confirm-proposal',
        title: proposal.request_title,
        context: nameOf(answer ? proposal.provider : proposal.client),
        project_id: null,
        request_id: proposal.request_id,
        proposal_id: proposal.id,
        milestone_id: null,
        issue_id: null,
        amount_cents: proposal.price_cents,
        currency: proposal.currency,
        since: proposal.updated_at,
      },
    ];
  });
  const projectItems = db.projects.flatMap((project) => {
    const role = roleIn(db, project.id, meId);
    if (!role || project.status !== 'ONGOING') return [];
    const view: WorkspaceProject = {
      id: project.id,
      title: project.title,
      request_id: project.request_id,
      created_at: project.created_at,
      role,
      milestones: db.milestones
        .filter((milestone) => milestone.project_id === project.id)
        .map((milestone) => ({ ...milestone, funding_payment: latestPayment(db, milestone) })),
      issues: db.issues
        .filter((issue) => issue.project_id === project.id)
        .map((issue) => ({
          ...issue,
          reporter_id: issue.reporter.user_id,
          assignee_id: issue.assignee?.user_id ?? null,
        })),
    };
    return projectWorkspaceItems(view, meId);
  });
  const unread = db.conversations
    .filter((conversation) => conversation.participants.some((participant) => participant.user_id === meId))
    .map((conversation) => conversationView(db, conversation, meId).unread_count);
  return {
    items: sortWorkspaceItems([...proposalItems, ...projectItems]),
    unread_messages: unread.reduce((sum, n) => sum + n, 0),
    unread_conversations: unread.filter((n) => n > 0).length,
  };
}

type Entry = Omit<HistoryEntry, 'kind'> & { kind: HistoryKind };
const none = { project_id: null, request_id: null, amount_cents: null, currency: null };

export function mockHistory(db: MockDb, meId: string): Entry[] {
  const entries: Entry[] = [];
  for (const request of db.requests.filter((candidate) => candidate.client.user_id === meId)) {
    entries.push({
      ...none,
      id: `request-posted:${request.id}`,
      kind: 'request',
      event: 'request-posted',
      title: request.title,
      context: request.category,
      request_id: request.id,
      at: request.created_at,
    });
  }
  for (const proposal of db.proposals) {
    const sent = proposal.provider.user_id === meId;
    if (!sent && proposal.client.user_id !== meId) continue;
    const base = {
      ...none,
      kind: 'proposal' as const,
      title: proposal.request_title,
      context: nameOf(sent ? proposal.client : proposal.provider),
      request_id: proposal.request_id,
      project_id: proposal.project_id,
      amount_cents: proposal.price_cents,
      currency: proposal.currency,
    };
    const made = sent ? 'proposal-sent' : 'proposal-received';
    entries.push({ ...base, id: `${made}:${proposal.id}`, event: made, at: proposal.created_at });
    const outcome =
      proposal.status === 'REJECTED'
        ? 'proposal-rejected'
        : proposal.status === 'CLOSED'
          ? 'proposal-withdrawn'
          : proposal.status === 'APPLYING'
            ? null
            : 'proposal-accepted';
    if (outcome)
      entries.push({ ...base, id: `${outcome}:${proposal.id}`, event: outcome, at: proposal.updated_at });
  }
  const myProjects = db.projects.filter((project) => roleIn(db, project.id, meId));
  for (const project of myProjects) {
    const base = { ...none, context: project.title, project_id: project.id, request_id: project.request_id };
    for (const milestone of db.milestones.filter((candidate) => candidate.project_id === project.id)) {
      const money = { amount_cents: milestone.amount_cents, currency: milestone.currency };
      if (milestone.funded_at)
        entries.push({
          ...base,
          ...money,
          id: `milestone-funded:${milestone.id}`,
          kind: 'milestone',
          event: 'milestone-funded',
          title: milestone.title,
          at: milestone.funded_at,
        });
      if (milestone.paid_at)
        entries.push({
          ...base,
          ...money,
          id: `milestone-paid:${milestone.id}`,
          kind: 'milestone',
          event: 'milestone-paid',
          title: milestone.title,
          at: milestone.paid_at,
        });
    }
    // A milestone's dispute, each step (decision 1542).
    for (const dispute of db.disputes.filter((candidate) => candidate.project_id === project.id)) {
      const steps = [
        ['dispute-opened', dispute.opened_at],
        ['dispute-answered', dispute.answered_at],
        ['dispute-escalated', dispute.escalated_at],
        [
          dispute.status === 'DECIDED' ? 'dispute-decided' : 'dispute-settled',
          dispute.resolution?.resolved_at,
        ],
      ] as const;
      for (const [event, at] of steps)
        if (at)
          entries.push({
            ...base,
            id: `${event}:${dispute.id}`,
            kind: 'milestone',
            event,
            title: dispute.milestone_title,
            amount_cents: dispute.amount_cents,
            currency: dispute.currency,
            at,
          });
    }
    for (const issue of db.issues.filter((candidate) => candidate.project_id === project.id)) {
      const title = `#${issue.number} ${issue.title}`;
      entries.push({
        ...base,
        id: `issue-opened:${issue.id}`,
        kind: 'issue',
        event: 'issue-opened',
        title,
        at: issue.created_at,
      });
      if (issue.state === 'closed')
        entries.push({
          ...base,
          id: `issue-closed:${issue.id}`,
          kind: 'issue',
          event: 'issue-closed',
          title,
          at: issue.updated_at,
        });
    }
  }
  for (const payment of db.payments) {
    const made = payment.payer.user_id === meId;
    if (!payment.paid_at || (!made && payment.payee.user_id !== meId)) continue;
    const event = made ? 'payment-made' : 'payment-received';
    entries.push({
      id: `${event}:${payment.id}`,
      kind: 'payment',
      event,
      title: payment.milestone_title,
      context: payment.project_title,
      project_id: payment.project_id,
      request_id: null,
      amount_cents: payment.amount_cents,
      currency: payment.currency,
      at: payment.paid_at,
    });
  }
  return entries.sort((left, right) => right.at.localeCompare(left.at) || left.id.localeCompare(right.id));
}
