import { http, HttpResponse } from 'msw';

import { settleMockPayment } from '../../db/payment-settlement';
import { getMockDb } from '../../db/store';

/**
 * The sandbox's hosted checkout page (outside the contract, as on the server): opening it pays
 * the payment and sends the browser back to the project, /projects?checkout=done&project=<id>.
 */
export const sandboxCheckoutMock = () =>
  http.get('*/api/payments/sandbox/checkout', ({ request }) => {
    const db = getMockDb();
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const payment = db.payments.find((candidate) => candidate.id === token);
    if (!payment) {
      return new HttpResponse('<p>This checkout link expired. Start the payment again.</p>', {
        status: 400,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    settleMockPayment(db, payment);
    return HttpResponse.redirect(
      `${new URL(request.url).origin}/projects?checkout=done&project=${payment.project_id}`,
      302,
    );
  });
