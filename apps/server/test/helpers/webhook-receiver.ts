import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string };

/**
 * A real HTTP endpoint on this machine that records every POST it gets and answers the status
 * `answer` gives for the n-th one (1-based), 200 unless told otherwise.
 */
export async function startWebhookReceiver(answer: (nth: number) => number = () => 200, port = 0) {
  const hits: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answer(hits.length);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/hooks/lancer`,
    port: bound,
    hits,
    /** Waits until `count` POSTs arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (hits.length < count) {
        if (Date.now() > deadline) throw new Error(`The receiver got ${hits.length} of ${count} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return hits;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
