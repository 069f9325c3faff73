import type { IssueState } from '@lancer/api/constants';
import type { UserSummary } from '@lancer/api/schemas/common';

import { newId } from './ids';
import { iso } from './time';

/**
 * The columns every new issue starts with, a project's or a product's: its number (the next of
 * its counter), open, reported by the one who wrote it.
 */
export const newIssueValues = (
  number: number,
  reporterId: string,
  input: { title: string; assignee_id: string | null },
) => ({
  id: newId(),
  number,
  title: input.title,
  state: 'open' as const,
  reporterId,
  assigneeId: input.assignee_id,
});

type IssueRowFields = {
  number: number;
  title: string;
  description: string;
  state: IssueState;
  reporterId: string;
  assigneeId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The fields every issue answers with, a project's or a product's: number, texts, state, its
 * people (from loadSummaries) and its moments.
 */
export const issueFieldsOf = (row: IssueRowFields, people: { get: (id: string) => UserSummary }) => ({
  number: row.number,
  title: row.title,
  description: row.description,
  state: row.state,
  reporter: people.get(row.reporterId),
  assignee: row.assigneeId ? people.get(row.assigneeId) : null,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
