import type { Project, ProjectCollaborator } from '../../schemas/project';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildProject = (overrides: Partial<Project> = {}): Project => ({
  id: nextId('project'),
  title: 'Build a booking page for a hair salon',
  request_id: nextId('request'),
  proposal_id: nextId('proposal'),
  client: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  providers: [buildUserSummary()],
  status: 'ONGOING',
  budget_cents: 120_000,
  paid_cents: 40_000,
  currency: 'USD',
  milestone_count: 2,
  milestones_done: 1,
  hourly: false,
  open_issue_count: 1,
  score: null,
  next_milestone: null,
  created_at: fixtureTime(120),
  updated_at: fixtureTime(240),
  ...overrides,
});

export const buildProjectCollaborator = (
  overrides: Partial<ProjectCollaborator> = {},
): ProjectCollaborator => ({
  user: buildUserSummary(),
  role: 'provider',
  joined_at: fixtureTime(120),
  ...overrides,
});
