import { describe, expect, it } from 'vitest';

import { notificationKinds } from '@lancer/api/schemas/notification';

import { notificationHref } from './notification-href';

const subject = {
  request_id: 'request-1',
  proposal_id: 'proposal-1',
  invitation_id: 'invitation-1',
  project_id: 'project-1',
  milestone_id: 'milestone-1',
  issue_id: 'issue-1',
  conversation_id: 'conversation-1',
  offer_id: 'offer-1',
  signin: { session_id: 'session/1', browser: 'Chrome', os: 'Windows', ip: '203.0.113.5' },
};

describe('notificationHref (decision 1200)', () => {
  it('links each kind to the page it is about', () => {
    expect(
      Object.fromEntries(notificationKinds.map((kind) => [kind, notificationHref({ kind, subject })])),
    ).toEqual({
      proposal_received: '/request-hub?request=request-1',
      proposal_revised: '/request-hub?request=request-1',
      proposal_accepted: '/provider-hub',
      proposal_rejected: '/provider-hub',
      proposal_withdrawn: '/request-hub?request=request-1',
      invitation_received: '/provider-hub',
      invitation_declined: '/request-hub?request=request-1',
      milestone_funded: '/projects?project=project-1',
      milestone_started: '/projects?project=project-1',
      milestone_delivered: '/projects?project=project-1',
      milestone_approved: '/projects?project=project-1',
      milestone_paid: '/projects?project=project-1',
      project_completed: '/projects?project=project-1',
      issue_opened: '/projects/issues/project-1',
      issue_resolved: '/projects/issues/project-1',
      issue_reopened: '/projects/issues/project-1',
      issue_commented: '/projects/issues/project-1',
      timesheet_approved: '/projects?project=project-1',
      timesheet_disputed: '/projects?project=project-1',
      dispute_opened: '/projects?project=project-1',
      dispute_answered: '/projects?project=project-1',
      dispute_settlement_proposed: '/projects?project=project-1',
      dispute_settled: '/projects?project=project-1',
      dispute_escalated: '/projects?project=project-1',
      dispute_decided: '/projects?project=project-1',
      payout_account_ready: '/work',
      payment_failed: '/projects?project=project-1',
      message_received: '/messages/conversation-1',
      saved_search_match: '/jobs?job=request-1',
      new_device_signin: '/login/devices?session=session%2F1',
      offer_received: '/offers/offer-1',
      offer_revised: '/offers/offer-1',
      offer_changes_requested: '/offers/offer-1',
      offer_accepted: '/projects?project=project-1',
      offer_declined: '/offers/offer-1',
      offer_withdrawn: '/offers/offer-1',
      offer_expired: '/offers/offer-1',
    });
  });

  it('falls back to the hub, the offers or the projects list without the ids', () => {
    expect(notificationHref({ kind: 'proposal_received', subject: {} })).toBe('/request-hub');
    expect(notificationHref({ kind: 'issue_opened', subject: {} })).toBe('/projects');
    expect(notificationHref({ kind: 'payment_failed', subject: {} })).toBe('/payment');
    expect(notificationHref({ kind: 'new_device_signin', subject: {} })).toBe('/login/devices');
    expect(notificationHref({ kind: 'offer_received', subject: {} })).toBe('/offers');
    expect(notificationHref({ kind: 'offer_accepted', subject: { offer_id: 'offer-1' } })).toBe(
      '/offers/offer-1',
    );
    expect(notificationHref({ kind: 'offer_accepted', subject: {} })).toBe('/offers?scope=sent');
  });
});
