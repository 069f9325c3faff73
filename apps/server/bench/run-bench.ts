/**
 * Benchmark on loopback (autocannon): fetch-profile and a paged request search against a bare
 * Fastify JSON route in the same run, then chat fan-out latency with 1,000 sockets.
 *   pnpm --filter @lancer/server bench   (BENCH_SECONDS=10 BENCH_SOCKETS=1000 to change)
 * Targets: fetch-profile >= half the bare route's req/s; chat p99 < 50 ms.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import WebSocket from 'ws';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { seedExtensions } from '../src/db/seed-extensions';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 1000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const app = await buildApp({
  ...loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret' }),
  dataDir: 'memory://',
  logLevel: 'silent',
  validateResponses: false,
  signinLimitPerAddress: 1_000_000,
});
await seedDemo(app.services, seedExtensions);
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true, name: 'bare', items: [1, 2, 3] }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const signIn = async (email: string) => {
  const response = await fetch(`${apiUrl}/api/user/signin/signin-with-email-and-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (await response.json()) as { access_token: string; identity: string };
};
const client = await signIn('client@lancer.test');
const ada = await signIn('ada@lancer.test');

const run = async (title: string, url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: Math.round(result.requests.average), p99: result.latency.p99 };
};

const auth = { authorization: `Bearer ${client.access_token}` };
const results = [
  await run('bare Fastify JSON route', `${bareUrl}/bare`),
  await run('GET fetch-profile', `${apiUrl}/api/user/profile/fetch-profile`, auth),
  await run('GET search-requests (page 1 of 20)', `${apiUrl}/api/work/request/search-requests?scope=mine&page=1&page_size=20`, auth),
];

// Chat fan-out: one conversation; `socketCount` sockets held by the receiver; the sender sends messages.
const conversation = (await (
  await fetch(`${apiUrl}/api/chat/conversation/create-conversation`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ participant_ids: [ada.identity] }),
  })
).json()) as { id: string };
const wsUrl = `${apiUrl.replace(/^http/, 'ws')}/ws/chat`;
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const open = (token: string, onMessage?: (clientId: string) => void) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}?token=${token}`);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { event: string; properties: { message?: { client_id: string } } };
      if (frame.event === 'auth-ok') resolve(socket);
      if (frame.event === 'message' && onMessage) onMessage(frame.properties.message!.client_id);
    });
    socket.on('error', reject);
  });
const receivers: WebSocket[] = [];
for (let i = 0; i < socketCount; i += 1) {
  receivers.push(await open(ada.access_token, (clientId) => latencies.push(performance.now() - sentAt.get(clientId)!)));
}
const sender = await open(client.access_token);
const messages = 50;
for (let i = 0; i < messages; i += 1) {
  const clientId = `bench-${i}`;
  sentAt.set(clientId, performance.now());
  sender.send(
    JSON.stringify({ subject: 'chat', event: 'send-message', properties: { token: client.access_token, conversation_id: conversation.id, client_id: clientId, body: `message ${i}` } }),
  );
  await new Promise((resolve) => setTimeout(resolve, 40));
}
const expected = messages * socketCount;
const deadline = Date.now() + 15_000;
while (latencies.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;

console.log(`\nHTTP (${connections} connections, ${seconds} s each, loopback):`);
console.table(results.map((r) => ({ route: r.title, 'req/s': r.rps, 'p99 ms': r.p99 })));
const ratio = results[1]!.rps / results[0]!.rps;
console.log(`fetch-profile / bare = ${ratio.toFixed(2)} (target >= 0.50): ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
console.log(`\nChat fan-out: ${socketCount} sockets, ${messages} messages, ${latencies.length}/${expected} deliveries`);
console.log(`latency p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms (target p99 < 50 ms): ${pct(99) < 50 ? 'met' : 'NOT met'}`);

for (const socket of [...receivers, sender]) socket.close();
await bare.close();
await app.close();
process.exit(0);
