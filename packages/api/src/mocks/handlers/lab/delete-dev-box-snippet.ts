import { deleteDevBoxSnippet } from '../../../contract/lab';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const deleteDevBoxSnippetMock = createOperationMock(deleteDevBoxSnippet, ({ db, meId, query }) => {
  const mine = db.devBoxSnippets[meId] ?? [];
  findOrThrow(mine, query.snippet_id, 'Snippet');
  db.devBoxSnippets[meId] = mine.filter((snippet) => snippet.id !== query.snippet_id);
  return { ok: true as const };
});
