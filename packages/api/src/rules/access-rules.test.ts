import { describe, expect, it } from 'vitest';

import { Role } from '../constants';
import { achievementsOf } from './achievements';
import {
  checkCollaboratorChange,
  checkIssueAction,
  checkMilestoneAction,
  checkProjectFinish,
} from './project-access';
import { checkProposalAction, proposalSideOf } from './proposal-access';
import {
  checkNewProposal,
  checkRequestChange,
  checkRequestVisible,
  requestSearchScope,
  viewerById,
} from './request-access';

const post = { status: 'RECRUITING' as const, visibility: 'public' as const, clientId: 'ann' };
const hidden = { ...post, visibility: 'invite_only' as const };

describe('request rules', () => {
  // proves: INVITATION-STATES, REQUEST-VISIBLE
  it('shows a post to its client and administrators always; to others not while hidden, and invite-only when invited or proposed', () => {
    const bob = viewerById('bob');
    const admin = { ...viewerById('al'), role: Role.ADMINISTRATOR };
    expect(checkRequestVisible(post, bob)).toBeNull();
    expect(checkRequestVisible(hidden, viewerById('ann'))).toBeNull();
    expect(checkRequestVisible(hidden, { ...bob, proposed: true })).toBeNull();
    expect(checkRequestVisible(hidden, { ...bob, invited: true })).toBeNull();
    expect(checkRequestVisible(hidden, bob)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(checkRequestVisible(hidden, { ...bob, role: Role.PERSONAL })).toMatchObject({ status: 404 });
    expect(checkRequestVisible(hidden, admin)).toBeNull();
    const hiddenByAdmin = { ...post, hidden: true };
    expect(checkRequestVisible(hiddenByAdmin, { ...bob, invited: true, proposed: true })).toMatchObject({
      status: 404,
    });
    expect(checkRequestVisible(hiddenByAdmin, viewerById('ann'))).toBeNull();
    expect(checkRequestVisible(hiddenByAdmin, admin)).toBeNull();
  });

  it('lets only the client edit (RECRUITING) or close (RECRUITING, ONGOING) a post', () => {
    expect(checkRequestChange(post, 'bob', 'edit')).toMatchObject({ status: 403 });
    expect(checkRequestChange({ ...post, status: 'ONGOING' }, 'ann', 'edit')).toMatchObject({
      status: 409,
      message: 'Cannot edit a request that is ONGOING',
    });
    expect(checkRequestChange({ ...post, status: 'ONGOING' }, 'ann', 'close')).toBeNull();
    expect(checkRequestChange({ ...post, status: 'DONE' }, 'ann', 'close')).toMatchObject({ status: 409 });
  });

  it('scopes the board to public RECRUITING posts unless a status is asked for, and mine to the client', () => {
    expect(requestSearchScope({ scope: 'all' }, 'bob')).toEqual({
      visibility: 'public',
      status: 'RECRUITING',
      shownOnly: true,
    });
    expect(requestSearchScope({ scope: 'all', status: 'DONE' }, 'bob')).toEqual({
      visibility: 'public',
      status: 'DONE',
      shownOnly: true,
    });
    expect(requestSearchScope({ scope: 'mine' }, 'ann')).toEqual({ clientId: 'ann' });
  });

  it('takes one proposal per provider, on a visible RECRUITING post of someone else', () => {
    expect(checkNewProposal(post, 'bob', false)).toBeNull();
    expect(checkNewProposal(hidden, 'bob', false)).toMatchObject({ status: 404 });
    expect(checkNewProposal(post, 'ann', false)).toMatchObject({ status: 403 });
    expect(checkNewProposal({ ...post, status: 'CLOSED' }, 'bob', false)).toMatchObject({ status: 409 });
    expect(checkNewProposal(post, 'bob', true)).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});

describe('proposal rules', () => {
  const sides = { providerId: 'bob', clientId: 'ann' };
  it('gives each action to its side, hides the proposal from others, and follows the machine', () => {
    expect(proposalSideOf(sides, 'bob')).toBe('provider');
    expect(proposalSideOf(sides, 'chen')).toBeNull();
    expect(checkProposalAction(null, 'APPLYING', 'RECRUITING', 'accept')).toMatchObject({ status: 404 });
    expect(checkProposalAction('provider', 'APPLYING', 'RECRUITING', 'accept')).toMatchObject({
      status: 403,
    });
    expect(checkProposalAction('client', 'APPLYING', 'RECRUITING', 'accept')).toBeNull();
    expect(checkProposalAction('client', 'APPLYING', 'CLOSED', 'accept')).toMatchObject({ status: 409 });
    expect(checkProposalAction('provider', 'ACCEPTING', 'RECRUITING', 'withdraw')).toMatchObject({
      message: 'Cannot withdraw a proposal that is ACCEPTING',
    });
    expect(checkProposalAction('provider', 'ACCEPTING', 'CLOSED', 'confirm')).toMatchObject({
      message: 'Cannot start a project on a request that is CLOSED',
    });
    expect(checkProposalAction('provider', 'ACCEPTING', 'RECRUITING', 'confirm')).toBeNull();
  });
});

describe('project rules', () => {
  it('lets each side take its milestone steps in an ongoing project, approving only a delivery', () => {
    const implementing = { status: 'IMPLEMENTING' as const, delivered: false };
    expect(checkMilestoneAction(null, 'ONGOING', implementing, 'deliver')).toMatchObject({ status: 403 });
    expect(checkMilestoneAction('client', 'ONGOING', implementing, 'deliver')).toMatchObject({ status: 403 });
    expect(checkMilestoneAction('provider', 'ONGOING', implementing, 'deliver')).toBeNull();
    expect(checkMilestoneAction('provider', 'CLOSED', implementing, 'deliver')).toMatchObject({
      status: 409,
    });
    expect(checkMilestoneAction('client', 'ONGOING', implementing, 'approve')).toMatchObject({
      message: 'The provider has not delivered this milestone yet',
    });
    expect(
      checkMilestoneAction('client', 'ONGOING', { ...implementing, delivered: true }, 'approve'),
    ).toBeNull();
    expect(checkMilestoneAction('client', 'ONGOING', implementing, 'pay')).toMatchObject({
      message: 'Cannot pay a milestone that is IMPLEMENTING',
    });
  });

  it('lets the reporter or the client confirm an issue, any member resolve or reopen it', () => {
    expect(checkIssueAction('contributor', false, 'resolved', 'confirm')).toMatchObject({ status: 403 });
    expect(checkIssueAction('contributor', true, 'resolved', 'confirm')).toBeNull();
    expect(checkIssueAction('client', false, 'resolved', 'confirm')).toBeNull();
    expect(checkIssueAction('provider', false, 'open', 'confirm')).toMatchObject({ status: 403 });
    expect(checkIssueAction('client', false, 'open', 'confirm')).toMatchObject({
      message: 'Cannot confirm an issue that is open',
    });
    expect(checkIssueAction(null, false, 'open', 'resolve')).toMatchObject({ status: 403 });
  });

  it('lets the client finish an ongoing project (complete: all milestones paid) and manage contributors', () => {
    expect(checkProjectFinish('provider', 'ONGOING', 'close', 0)).toMatchObject({ status: 403 });
    expect(checkProjectFinish('client', 'ONGOING', 'complete', 1)).toMatchObject({ status: 409 });
    expect(checkProjectFinish('client', 'ONGOING', 'complete', 0)).toBeNull();
    expect(checkProjectFinish('client', 'DONE', 'close', 0)).toMatchObject({ status: 409 });
    expect(checkCollaboratorChange('client', 'CLOSED', 'add')).toMatchObject({ status: 409 });
    expect(checkCollaboratorChange('client', 'CLOSED', 'remove')).toBeNull();
    expect(checkCollaboratorChange('provider', 'ONGOING', 'add')).toMatchObject({ status: 403 });
  });
});

describe('achievements', () => {
  it('derives progress from what the user did, capped at 100', () => {
    const at = '2026-03-01T09:00:00.000Z';
    const done = {
      role: 'provider' as const,
      status: 'DONE' as const,
      created_at: at,
      updated_at: at,
      score: null,
    };
    const activity = {
      requests: [{ created_at: at }, { created_at: at }, { created_at: at }],
      proposals: [],
      projects: [done, done],
      milestones: [
        {
          status: 'PAID' as const,
          amount_cents: 250_000,
          due_date: '2026-03-02',
          delivered_at: at,
          approved_at: at,
          paid_at: at,
        },
      ],
      payments: [],
    };
    const progress = Object.fromEntries(achievementsOf(activity).map((a) => [a.code, a.progress]));
    expect(progress).toMatchObject({
      'first-job-posted': 100,
      'first-proposal-sent': 0,
      'five-projects-done': 40,
      'earned-1000': 100,
    });
  });
});
