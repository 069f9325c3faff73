import { saveDevBoxSnippet } from '../../../contract/lab';
import { newId, tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** A new snippet, or mine replaced; the last changed comes first. */
export const saveDevBoxSnippetMock = createOperationMock(saveDevBoxSnippet, ({ db, meId, body }) => {
  const mine = (db.devBoxSnippets[meId] ??= []);
  const { snippet_id: id, ...fields } = body;
  const snippet = id
    ? Object.assign(findOrThrow(mine, id, 'Snippet'), fields, { updated_at: tick(db) })
    : { id: newId('snippet'), ...fields, updated_at: tick(db) };
  db.devBoxSnippets[meId] = [snippet, ...mine.filter((other) => other.id !== snippet.id)];
  return snippet;
});
