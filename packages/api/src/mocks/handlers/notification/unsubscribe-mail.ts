import { unsubscribeMail } from '../../../contract/notification';
import { afterUnsubscribe } from '../../../rules/notification-mail';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

/** As the server: no sign-in, the token (here one the mock's mail carried) names the user and kind. */
export const unsubscribeMailMock = createOperationMock(unsubscribeMail, ({ db, query }) => {
  const subject = db.unsubscribeTokens[query.token];
  if (!subject)
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'This unsubscribe link is not valid', {
      token: 'This unsubscribe link is not valid',
    });
  const stored = db.notificationPreferences[subject.userId];
  if (stored)
    for (const [kind, channel] of Object.entries(stored.channels))
      if (subject.kind === null || subject.kind === kind)
        stored.channels[kind as keyof typeof stored.channels] = afterUnsubscribe(channel);
  return { kind: subject.kind };
});
