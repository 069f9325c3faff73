import { sendContactMessage } from '../../../contract/site';
import { contactLimitMessage, isContactLimitReached } from '../../../rules/site';
import { MockHttpError } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** Stored in the mock db; limited per email (the server also limits per address). */
export const sendContactMessageMock = createOperationMock(sendContactMessage, ({ db, body }) => {
  const sent = db.contactMessages.filter((message) => message.email === body.email).length;
  if (isContactLimitReached(sent)) throw new MockHttpError(429, 'RATE_LIMITED', contactLimitMessage());
  const receipt = { id: newId('contact'), received_at: tick(db) };
  db.contactMessages.push({ ...body, ...receipt });
  return receipt;
});
