import { describe, expect, it } from 'vitest';

import { issueTransitions } from './issue';
import { canTransition, isFinal } from './machine';
import { milestoneActions, milestoneTransitions } from './milestone';
import { proposalActions, proposalTransitions } from './proposal';
import { requestTransitions } from './request';
import { workItemTransitions } from './work-item';

describe('state machines (REQUEST-STATES, PROPOSAL-STATES, PROJECT-STATES, MILESTONE-STATES, ISSUE-STATES)', () => {
  // proves: REQUEST-STATES
  it('moves a request from RECRUITING to ONGOING or CLOSED, never back', () => {
    expect(canTransition(requestTransitions, 'RECRUITING', 'ONGOING')).toBe(true);
    expect(canTransition(requestTransitions, 'ONGOING', 'CLOSED')).toBe(true);
    expect(canTransition(requestTransitions, 'DONE', 'RECRUITING')).toBe(false);
    expect(isFinal(requestTransitions, 'CLOSED')).toBe(true);
  });

  // proves: ISSUE-STATES
  it('lets an issue be reopened from resolved or closed only', () => {
    expect(canTransition(issueTransitions, 'open', 'closed')).toBe(false);
    expect(canTransition(issueTransitions, 'resolved', 'open')).toBe(true);
    expect(canTransition(issueTransitions, 'closed', 'open')).toBe(true);
  });

  it('has every action move along an allowed transition', () => {
    for (const action of Object.values(milestoneActions)) {
      if (action.from === action.to) continue;
      expect(canTransition(milestoneTransitions, action.from, action.to)).toBe(true);
    }
    expect(canTransition(proposalTransitions, 'APPLYING', proposalActions.accept.to)).toBe(true);
    expect(canTransition(proposalTransitions, 'ACCEPTING', proposalActions.confirm.to)).toBe(true);
    expect(canTransition(proposalTransitions, 'ACCEPTING', proposalActions.withdraw.to)).toBe(false);
  });
});

describe('work items', () => {
  it('move one step forward or back, never from to-do straight to done', () => {
    expect(canTransition(workItemTransitions, 'todo', 'in_progress')).toBe(true);
    expect(canTransition(workItemTransitions, 'review', 'done')).toBe(true);
    expect(canTransition(workItemTransitions, 'done', 'in_progress')).toBe(true);
    expect(canTransition(workItemTransitions, 'todo', 'done')).toBe(false);
    expect(isFinal(workItemTransitions, 'done')).toBe(false);
  });
});
