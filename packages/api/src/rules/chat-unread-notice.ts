/**
 * CHAT-UNREAD-NOTICE (decision 1234): a message from someone else that its recipient has not read
 * UNREAD_NOTICE_AFTER_MS after it was sent tells them (message_received: the bell, and mail if they
 * chose it), once per conversation for all the messages waiting then; a message they read in time,
 * on any device, tells nothing. Messages older than UNREAD_NOTICE_WINDOW_MS are not news any more.
 */
export const UNREAD_NOTICE_AFTER_MS = 5 * 60_000;
export const UNREAD_NOTICE_WINDOW_MS = 24 * 60 * 60_000;

/** The span of send times whose unread messages are due for a notice at `now`. */
export const unreadNoticeSpan = (now: Date) => ({
  sentAfter: new Date(now.getTime() - UNREAD_NOTICE_WINDOW_MS),
  sentBy: new Date(now.getTime() - UNREAD_NOTICE_AFTER_MS),
});
