import type { Issue, IssueComment } from '../../schemas/issue';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildIssue = (overrides: Partial<Issue> = {}): Issue => ({
  id: nextId('issue'),
  project_id: nextId('project'),
  number: 1,
  title: 'Time slots overlap on Sundays',
  description: 'Two stylists can be booked for the same slot when the salon opens late.',
  state: 'open',
  reporter: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  assignee: buildUserSummary(),
  milestone_id: null,
  milestone_title: null,
  comment_count: 0,
  created_at: fixtureTime(300),
  updated_at: fixtureTime(300),
  ...overrides,
});

export const buildIssueComment = (overrides: Partial<IssueComment> = {}): IssueComment => ({
  id: nextId('comment'),
  issue_id: nextId('issue'),
  author: buildUserSummary(),
  body: 'Reproduced; the opening hours are read in the wrong time zone.',
  created_at: fixtureTime(320),
  ...overrides,
});
