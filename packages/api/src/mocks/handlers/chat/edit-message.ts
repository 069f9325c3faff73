import { editMessage } from '../../../contract/chat';
import { changeMockMessage } from '../../db/chat-changes';
import { createOperationMock } from '../operation-mock';

export const editMessageMock = createOperationMock(editMessage, ({ db, meId, body }) =>
  changeMockMessage(db, meId, body.message_id, { body: body.body }),
);
