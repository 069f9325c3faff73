import { newId } from './ids';

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
