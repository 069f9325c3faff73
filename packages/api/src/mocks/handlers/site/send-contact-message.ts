import { sendContactMessage } from '../../../contract/site';
import { CONTACT_LIMIT, isContactLimitReached } from '../../../rules/site';
import { rateLimited } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** Stored in the mock db; limited per email (the server also limits per address). */
export const sendContactMessageMock = createOperationMock(sendContactMessage, ({ db, body }) => {
  const sent = db.contactMessages.filter((message) => message.email === body.email).length;
  if (isContactLimitReached(sent)) throw rateLimited('contact', 'email', CONTACT_LIMIT.windowSeconds);
  const receipt = { id: newId('contact'), received_at: tick(db) };
  db.contactMessages.push({ ...body, ...receipt });
  return receipt;
});
