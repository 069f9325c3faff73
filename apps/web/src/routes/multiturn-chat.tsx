import { MultiturnChat } from '@lancer/features/lab/multiturn-chat/multiturn-chat';

/** /multiturn-chat: kept conversations with streamed replies. */
export default function MultiturnChatRoute() {
  return <MultiturnChat />;
}
