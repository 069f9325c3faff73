import { fixtureTime } from '../../factories/sequence';
import type { DemoProjects } from './project';
import type { DemoProposals } from './proposal';
import type { DemoRequests } from './request';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's and Ada's notifications; no preferences, tokens or mail yet. */
export function notificationTables(
  { grace, ada, a, b }: DemoPeople,
  { openJob, ongoingJob }: DemoRequests,
  { incoming, ongoingProposal }: DemoProposals,
  { project }: DemoProjects,
): Pick<MockDb, 'notifications' | 'notificationPreferences' | 'unsubscribeTokens' | 'mailOutbox'> {
  return {
    notifications: [
      {
        id: 'notification-proposal',
        recipient_id: grace.account.basic.user_id,
        kind: 'proposal_received',
        subject: { request_id: openJob.id, proposal_id: incoming.id },
        actor: b,
        title: openJob.title,
        read_at: null,
        created_at: fixtureTime(140),
      },
      {
        id: 'notification-issue',
        recipient_id: grace.account.basic.user_id,
        kind: 'issue_commented',
        subject: { project_id: project.id, issue_id: 'issue-1' },
        actor: b,
        title: 'The croissant looks like a moon',
        read_at: null,
        created_at: fixtureTime(135),
      },
      {
        id: 'notification-delivered',
        recipient_id: grace.account.basic.user_id,
        kind: 'milestone_delivered',
        subject: { project_id: project.id, milestone_id: 'milestone-1' },
        actor: b,
        title: ongoingProposal.milestones[0]!.title,
        read_at: fixtureTime(125),
        created_at: fixtureTime(120),
      },
      {
        id: 'notification-accepted',
        recipient_id: ada.account.basic.user_id,
        kind: 'proposal_accepted',
        subject: { request_id: ongoingJob.id, proposal_id: ongoingProposal.id },
        actor: a,
        title: ongoingJob.title,
        read_at: null,
        created_at: fixtureTime(60),
      },
    ],
    notificationPreferences: {},
    unsubscribeTokens: {},
    mailOutbox: [],
  };
}
