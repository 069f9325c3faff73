import { fetchDevBoxSnippets } from '../../../contract/lab';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchDevBoxSnippetsMock = createOperationMock(fetchDevBoxSnippets, ({ db, meId, query }) =>
  paginate(db.devBoxSnippets[meId] ?? [], query),
);
