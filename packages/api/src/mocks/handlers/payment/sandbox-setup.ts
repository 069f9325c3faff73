import { http, HttpResponse } from 'msw';

import { sandboxBillingMethod } from '../../db/billing-methods';
import { getMockDb, tick } from '../../db/store';

const page = (status: number, body: string) =>
  new HttpResponse(`<!doctype html><html lang="en"><body><main>${body}</main></body></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
const expired = () => page(400, '<p>This link expired. Start saving the card again.</p>');

/**
 * The sandbox's page where a client saves a card (outside the contract, as on the server, decision
 * 1410): the GET asks; a POST of its token saves the card that pays, or (setup-decline) the one that
 * declines, once, and sends the browser back to /payment?setup=done; a second POST changes nothing.
 */
export const sandboxSetupMock = () => {
  const save =
    (declines: boolean) =>
    async ({ request }: { request: Request }) => {
      const token = new URLSearchParams(await request.text()).get('token') ?? '';
      const db = getMockDb();
      const setup = db.billingSetups[token];
      if (!setup) return expired();
      if (setup.used) return page(409, '<p>This confirmation was already used: nothing changed.</p>');
      setup.used = true;
      db.billingMethods[setup.userId] = sandboxBillingMethod(declines, tick(db));
      return HttpResponse.redirect(`${new URL(request.url).origin}/payment?setup=done`, 303);
    };
  return [
    http.get('*/api/payments/sandbox/setup', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      if (!getMockDb().billingSetups[token]) return expired();
      return page(
        200,
        `<h1>Sandbox card</h1><p>This server runs on the payment sandbox: no card is asked for and no money moves.</p>
        <form method="post" action="/api/payments/sandbox/setup"><input type="hidden" name="token" value="${token}"><button type="submit">Save this card</button></form>
        <form method="post" action="/api/payments/sandbox/setup-decline"><input type="hidden" name="token" value="${token}"><button type="submit">Save a card that will decline</button></form>`,
      );
    }),
    http.post('*/api/payments/sandbox/setup', save(false)),
    http.post('*/api/payments/sandbox/setup-decline', save(true)),
  ];
};
