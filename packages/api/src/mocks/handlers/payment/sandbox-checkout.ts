import { http, HttpResponse } from 'msw';

import { settleMockPayment } from '../../db/payment-settlement';
import { getMockDb } from '../../db/store';

const page = (status: number, body: string) =>
  new HttpResponse(`<!doctype html><html lang="en"><body><main>${body}</main></body></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
const expired = () => page(400, '<p>This checkout link expired. Start the payment again.</p>');

/**
 * The sandbox's hosted checkout page (outside the contract, as on the server, decision 1001): the
 * GET asks and changes nothing; the POST of its token pays once and sends the browser back to the
 * project, /projects?checkout=done&project=<id> (an invoice to /payment?checkout=done); a second POST changes nothing and says so.
 */
export const sandboxCheckoutMock = () => [
  http.get('*/api/payments/sandbox/checkout', ({ request }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const payment = getMockDb().payments.find((candidate) => candidate.id === token);
    if (!payment) return expired();
    return page(
      200,
      `<h1>Sandbox checkout</h1><p>This server runs on the payment sandbox: no card or bank account is asked for and no money moves.</p>
      <form method="post" action="/api/payments/sandbox/checkout"><input type="hidden" name="token" value="${payment.id}"><button type="submit">Confirm the simulated payment</button></form>`,
    );
  }),
  http.post('*/api/payments/sandbox/checkout', async ({ request }) => {
    const token = new URLSearchParams(await request.text()).get('token') ?? '';
    const payment = getMockDb().payments.find((candidate) => candidate.id === token);
    if (!payment) return expired();
    if (payment.status === 'PAID')
      return page(409, '<p>This confirmation was already used: nothing changed.</p>');
    settleMockPayment(getMockDb(), payment);
    const origin = new URL(request.url).origin;
    // An hourly week's invoice goes back to the payment record (decision 1402), a milestone to its project.
    return HttpResponse.redirect(
      payment.kind === 'hourly_week'
        ? `${origin}/payment?checkout=done`
        : `${origin}/projects?checkout=done&project=${payment.project_id}`,
      303,
    );
  }),
];
