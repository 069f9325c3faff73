import { fetchLabConversation, fetchLabConversations, streamLabReply } from '../contract/lab';
import { useOperationStream } from '../react/operation-stream';

/** Multi-turn chat: my message and the streamed reply, both stored; a stopped reply is kept as it was. */
export const useStreamLabReply = () =>
  useOperationStream(streamLabReply, { invalidates: [fetchLabConversation, fetchLabConversations] });
