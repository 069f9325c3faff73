import { deleteMessage } from '../../../contract/chat';
import { changeMockMessage } from '../../db/chat-changes';
import { createOperationMock } from '../operation-mock';

export const deleteMessageMock = createOperationMock(deleteMessage, ({ db, meId, body }) =>
  changeMockMessage(db, meId, body.message_id, { deleted: true }),
);
