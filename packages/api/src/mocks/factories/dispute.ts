import type { UserSummary } from '../../schemas/common';
import { noEvidence } from '../db/dispute-evidence';
import { dueAt } from '../db/disputes';
import type { MockDb, StoredDispute } from '../db/mock-db';
import { findUser } from '../db/views';
import { fixtureTime, nextId } from './sequence';
import { summaryOf } from './user';

/**
 * A dispute as the mock store keeps it: the client disputes the delivered "Final logo" of the
 * seed's ongoing project, just opened (OPEN). Stories move it to the state they are about.
 */
export const buildDispute = (
  parties: { client: UserSummary; provider: UserSummary },
  overrides: Partial<StoredDispute> = {},
): StoredDispute => {
  const openedAt = overrides.opened_at ?? fixtureTime(200);
  return {
    id: nextId('dispute'),
    payment_id: 'payment-2',
    project_id: 'project-ongoing',
    project_title: 'Logo and brand colours for a bakery',
    subject: 'milestone',
    milestone_id: 'milestone-2',
    milestone_title: 'Final logo',
    week: null,
    amount_cents: 20_000,
    currency: 'USD',
    ...parties,
    status: 'OPEN',
    opened_by: 'client',
    reason: 'quality',
    statement: 'The vector files are missing and the croissant still looks like a moon.',
    statement_evidence: noEvidence(),
    opened_at: openedAt,
    answer_due_at: dueAt(openedAt),
    answer: null,
    answer_evidence: noEvidence(),
    answered_at: null,
    proposal: null,
    escalated_at: null,
    resolution: null,
    ...overrides,
  };
};

/**
 * That dispute of the seed's Grace (client) and Ada (provider) answered, taken to an administrator
 * and decided by Alan: for stories of what a decision leaves behind (a timeline, a job success).
 */
export const buildDecidedDispute = (
  db: MockDb,
  resolution: Omit<NonNullable<StoredDispute['resolution']>, 'decided_by' | 'resolved_at'>,
): StoredDispute => {
  const person = (id: string) => summaryOf(findUser(db, id));
  return buildDispute(
    { client: person('user-grace'), provider: person('user-ada') },
    {
      status: 'DECIDED',
      answer: 'The files are in the shared folder.',
      answered_at: fixtureTime(300),
      escalated_at: fixtureTime(400),
      resolution: { ...resolution, decided_by: person('user-alan'), resolved_at: fixtureTime(500) },
    },
  );
};
