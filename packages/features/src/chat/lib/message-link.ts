import { paths } from '../../navigation/paths';

/** A message's absolute address (decision 1620), as "Copy link" puts it on the clipboard. */
export const messageLink = (conversationId: string, messageId: string) =>
  new URL(paths.message.getHref(conversationId, messageId), window.location.origin).href;
