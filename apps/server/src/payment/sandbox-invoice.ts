import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/client';
import { subscriptionPayments } from '../db/payment-schema';
import { notFound } from '../http/errors';

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** A one-page PDF with lines of text (Helvetica), enough for a sandbox invoice. */
function textPdf(lines: string[]) {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 12 Tf 72 720 Td 16 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Invoice pages of the sandbox gateway's subscription payments (Stripe hosts these for real). */
export function registerSandboxInvoices(app: FastifyInstance, db: Database) {
  const load = async (invoiceId: string) => {
    const rows = await db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.invoiceUrl, `/api/payments/sandbox/invoice/${invoiceId}`));
    if (!rows[0]) throw notFound('Invoice');
    return rows[0];
  };
  const linesOf = (row: Awaited<ReturnType<typeof load>>, invoiceId: string) => [
    `Lancer invoice ${invoiceId}`,
    `Subscription ${row.subscriptionId}`,
    `Customer ${row.customerEmail}`,
    `Period ${row.periodStart.toISOString().slice(0, 10)} to ${row.periodEnd.toISOString().slice(0, 10)}`,
    `Amount due ${money(row.amountDueCents, row.currency)}`,
    row.paidAt ? `Paid ${row.paidAt.toISOString().slice(0, 10)}` : 'Not paid yet',
  ];
  app.get('/api/payments/sandbox/invoice/:id', async (request, reply) => {
    const id = String((request.params as { id: string }).id);
    const lines = linesOf(await load(id), id);
    const html = lines.map((line) => `<p>${line.replace(/[<>&]/g, '')}</p>`).join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${lines[0]}</title>${html}</html>`);
  });
  app.get('/api/payments/sandbox/invoice/:id/pdf', async (request, reply) => {
    const id = String((request.params as { id: string }).id);
    return reply.type('application/pdf').send(textPdf(linesOf(await load(id), id)));
  });
}
