import { fetchLabConversations } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const fetchLabConversationsMock = createOperationMock(fetchLabConversations, ({ db, meId }) => ({
  conversations: [...(db.labConversations[meId] ?? [])].sort((a, b) =>
    b.updated_at.localeCompare(a.updated_at),
  ),
}));
