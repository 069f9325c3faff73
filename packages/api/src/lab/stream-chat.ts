import { streamChat } from '../contract/lab';
import { useOperationStream } from '../react/operation-stream';

/** AI LLM: one reply streamed in as it is written; `stop()` cancels it upstream. */
export const useStreamChat = () => useOperationStream(streamChat);
