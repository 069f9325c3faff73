/**
 * Chat benchmark (issue 34, decision 1610): 1,000 signed-in users each with one chat socket open,
 * a sustained 50 messages/s for BENCH_SECONDS with typing frames as 10% of the events (one typing
 * frame to nine messages), on one instance and on two sharing PostgreSQL and fanning out through
 * Redis. Latency = each recipient socket's receipt minus the moment the sender's socket sent the
 * frame, both read from this process's clock. Target p99 <= 50 ms; none missing, none twice.
 *
 *   pnpm --filter @lancer/server bench:chat
 *   (BENCH_USERS=1000, BENCH_RATE=50 messages a second, BENCH_SECONDS=20 measured after 2 s of
 *    warm-up, BENCH_INSTANCES=1,2 the runs; BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_REDIS_PORT
 *    and BENCH_CPU_PROF=1 (a V8 profile of each instance in .bench-prof): fleet.ts)
 *
 * The users talk as a marketplace's do: every user is in one two-person conversation (a client
 * and a freelancer; 500 of them) and a quarter of them also in one of 50 five-person project
 * conversations. A message goes to a two-person conversation 4 times in 5, else to a group, from a
 * random member; each message reaches its other members and comes back to its sender (the echo,
 * the client's acknowledgement, counted apart). A typing frame comes from a random member of a
 * random conversation, at most once per 3 s per user (the web client's throttle), and reaches the
 * other members. Across two instances the sockets alternate between them, so every two-person
 * conversation has one member on each and a frame crosses Redis to reach the other.
 */
import { loadavg } from 'node:os';

import WebSocket from 'ws';

import { recordFigure } from '../../../.ci/lib/figures.mjs';
import { TYPING_THROTTLE_MS } from '@lancer/api/rules/chat-typing';

import { ask, percentile, startFleet } from './fleet';

const userCount = Number(process.env.BENCH_USERS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const runs = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const WARM_UP_MS = 2_000;
const GROUPS = Math.round(userCount / 20);
const GROUP_SIZE = 5;
/** Every tenth event is a typing frame: 10% of the events, 50 messages/s beside them. */
const eventGapMs = (1000 * 0.9) / rate;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fixed-seed generator (mulberry32): every run talks the same way. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Figures = { p50: number; p99: number; max: number };
const figures = (values: number[]): Figures => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Number(percentile(sorted, p).toFixed(1));
  return { p50: at(50), p99: at(99), max: at(100) };
};

async function run(instances: number) {
  const fleet = await startFleet(instances);
  const { made } = await ask(fleet.children[0]!, 'users', { type: 'users', count: userCount });
  const next = random(34);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const pairs = Array.from({ length: made.length / 2 }, (_, k) => [made[2 * k]!.id, made[2 * k + 1]!.id]);
  const groups = Array.from({ length: GROUPS }, () => {
    const members = new Set<string>();
    while (members.size < GROUP_SIZE) members.add(pick(made).id);
    return [...members];
  });
  const lists = [...pairs, ...groups];
  const { ids } = await ask(fleet.children[0]!, 'conversations', { type: 'conversations', members: lists });
  const conversations = lists.map((members, i) => ({ id: ids[i]!, members }));
  const pairConversations = conversations.slice(0, pairs.length);
  const groupConversations = conversations.slice(pairs.length);

  // When each measured message left its sender (by client id), and the receipts already seen.
  const sentAt = new Map<string, number>();
  const seen = new Set<string>();
  const latencies = { message: [] as number[], echo: [] as number[], typing: [] as number[] };
  let twice = 0;
  // A typing frame carries no id: the k-th one a member sends in a conversation is the k-th one
  // each other member receives from them there (the sender's throttle keeps them seconds apart).
  const typingSent = new Map<string, number[]>();
  const typingReceived = new Map<string, number>();
  /** Error frames (a send not stored) and sockets closed under the bench, by code. */
  const errors = new Map<string, number>();
  const membersOf = new Map<string, number>();
  let refused = 0;
  let messagesSent = 0;
  let expectedMessages = 0;
  const closes = new Map<number, number>();
  const receive = (userId: string, text: string) => {
    const at = performance.now();
    const frame = JSON.parse(text) as {
      event: string;
      properties: {
        message?: { client_id: string };
        conversation_id?: string;
        user?: { user_id: string };
        code?: string;
        client_id?: string;
      };
    };
    const { message, conversation_id: conversationId, user, code } = frame.properties;
    if (frame.event === 'error') {
      errors.set(code ?? '?', (errors.get(code ?? '?') ?? 0) + 1);
      // Refused, not stored: a client sends it again with the same client id; here it is not
      // expected anywhere (and counted as refused).
      const refusedId = frame.properties.client_id;
      if (refusedId && sentAt.has(refusedId)) {
        refused += 1;
        expectedMessages -= (membersOf.get(refusedId) ?? 1) - 1;
        messagesSent -= 1;
        sentAt.delete(refusedId);
      }
    }
    if (frame.event === 'typing' && user) {
      const key = `${conversationId}:${user.user_id}`;
      const k = typingReceived.get(`${key}>${userId}`) ?? 0;
      typingReceived.set(`${key}>${userId}`, k + 1);
      const sends = typingSent.get(key) ?? [];
      if (k >= sends.length) twice += 1;
      else if (!Number.isNaN(sends[k])) latencies.typing.push(at - sends[k]!);
      return;
    }
    if (frame.event !== 'message' || !message) return;
    const sent = sentAt.get(message.client_id);
    if (sent === undefined) return;
    const receipt = `${message.client_id}>${userId}`;
    if (seen.has(receipt)) {
      twice += 1;
      return;
    }
    seen.add(receipt);
    latencies[message.client_id.endsWith(`:${userId}`) ? 'echo' : 'message'].push(at - sent);
  };

  const sockets = new Map<string, WebSocket>();
  await Promise.all(
    made.map(
      (user, i) =>
        new Promise<void>((resolve, reject) => {
          const url = `${fleet.wsUrls[i % instances]}?token=${user.token}`;
          const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
          socket.on('message', (data) => {
            const text = String(data);
            if (text.includes('"event":"auth-ok"')) {
              sockets.set(user.id, socket);
              resolve();
            } else receive(user.id, text);
          });
          socket.on('error', reject);
          socket.on('close', (code) => closes.set(code, (closes.get(code) ?? 0) + 1));
        }),
    ),
  );
  const tokenOf = new Map(made.map((user) => [user.id, user.token]));
  const lastTyping = new Map<string, number>();
  let typingCount = 0;
  let expectedTyping = 0;

  const sendMessage = (measured: boolean, n: number) => {
    const conversation = pick(next() < 0.8 ? pairConversations : groupConversations);
    const senderId = pick(conversation.members);
    // The sender's id ends the client id: its own copy (the echo) is told apart by it.
    const clientId = `${measured ? 'bench' : 'warm'}-${n}:${senderId}`;
    if (measured) {
      sentAt.set(clientId, performance.now());
      membersOf.set(clientId, conversation.members.length);
      messagesSent += 1;
      expectedMessages += conversation.members.length - 1;
    }
    sockets.get(senderId)!.send(
      JSON.stringify({
        subject: 'chat',
        event: 'send-message',
        properties: {
          token: tokenOf.get(senderId),
          conversation_id: conversation.id,
          client_id: clientId,
          body: `Message ${n}: the milestone is ready for review`,
        },
      }),
    );
  };
  const sendTyping = (measured: boolean) => {
    let conversation = pick(conversations);
    let senderId = pick(conversation.members);
    const now = performance.now();
    while (now - (lastTyping.get(senderId) ?? -Infinity) < TYPING_THROTTLE_MS) {
      conversation = pick(conversations);
      senderId = pick(conversation.members);
    }
    lastTyping.set(senderId, now);
    const key = `${conversation.id}:${senderId}`;
    // A warm-up frame takes its place in the order too, unmeasured.
    typingSent.set(key, [...(typingSent.get(key) ?? []), measured ? now : NaN]);
    if (measured) {
      typingCount += 1;
      expectedTyping += conversation.members.length - 1;
    }
    sockets.get(senderId)!.send(
      JSON.stringify({
        subject: 'chat',
        event: 'typing',
        properties: { token: tokenOf.get(senderId), conversation_id: conversation.id },
      }),
    );
  };

  // Event k is due at start + k gaps; a late timer sends what is due at once (the rate holds).
  const loadBefore = loadavg().map((n) => Number(n.toFixed(2)));
  const start = performance.now();
  const end = start + WARM_UP_MS + seconds * 1000;
  for (let k = 0; ; k += 1) {
    const due = start + k * eventGapMs;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await pause(wait);
    const measured = due >= start + WARM_UP_MS;
    if (k % 10 === 9) sendTyping(measured);
    else sendMessage(measured, k);
  }
  const sentFor = (performance.now() - start - WARM_UP_MS) / 1000;
  const deadline = Date.now() + 60_000;
  const arrived = () => latencies.message.length + latencies.typing.length + latencies.echo.length;
  while (arrived() < expectedMessages + expectedTyping + messagesSent && Date.now() < deadline)
    await pause(50);
  const closedEarly = Object.fromEntries(closes);
  const loadAfter = loadavg().map((n) => Number(n.toFixed(2)));
  for (const socket of sockets.values()) socket.close();
  await fleet.stop();
  return {
    instances,
    fanout: instances > 1 ? 'Redis' : 'in process',
    sockets: sockets.size,
    seconds: Number(sentFor.toFixed(1)),
    messages: messagesSent + refused,
    messagesPerSecond: Number(((messagesSent + refused) / sentFor).toFixed(1)),
    refused,
    typing: typingCount,
    message: figures(latencies.message),
    echo: figures(latencies.echo),
    typingLatency: figures(latencies.typing),
    deliveries: latencies.message.length,
    missing: {
      messages: expectedMessages - latencies.message.length,
      echoes: messagesSent - latencies.echo.length,
      typing: expectedTyping - latencies.typing.length,
    },
    twice,
    errors: Object.fromEntries(errors),
    closedEarly,
    loadBefore,
    loadAfter,
  };
}

const results = [];
for (const instances of runs) results.push(await run(instances));
console.log(
  `\nChat: ${userCount} sockets (500 two-person and ${GROUPS} five-person conversations), ${rate} messages/s for ${seconds} s with typing frames as 10% of the events, PostgreSQL on this machine`,
);
console.table(
  results.map((r) => ({
    instances: `${r.instances} (${r.fanout})`,
    'messages (/s)': `${r.messages} (${r.messagesPerSecond})`,
    'message p50/p99/max ms': `${r.message.p50} / ${r.message.p99} / ${r.message.max}`,
    'echo p99 ms': r.echo.p99,
    typing: r.typing,
    'typing p50/p99/max ms': `${r.typingLatency.p50} / ${r.typingLatency.p99} / ${r.typingLatency.max}`,
    refused: r.refused,
    missing: r.missing.messages + r.missing.echoes + r.missing.typing,
    twice: r.twice,
    'load 1/5/15 min': `${r.loadBefore.join(' ')} -> ${r.loadAfter.join(' ')}`,
  })),
);
for (const r of results) {
  const met = r.message.p99 <= 50 && r.typingLatency.p99 <= 50;
  const whole = r.missing.messages + r.missing.echoes + r.missing.typing === 0 && r.twice === 0;
  console.log(
    `${r.instances} instance(s): ${r.deliveries} deliveries, p99 message ${r.message.p99} ms, typing ${r.typingLatency.p99} ms (target <= 50 ms): ${met ? 'met' : 'NOT met'}; refused (not stored, to send again) ${r.refused}, missing ${JSON.stringify(r.missing)}, twice ${r.twice}: ${whole ? 'none lost' : 'NOT whole'}`,
  );
}
for (const r of results) {
  const lost = r.missing.messages + r.missing.echoes + r.missing.typing;
  await recordFigure({
    what: `chat delivery, ${userCount === 1000 ? '' : `${userCount.toLocaleString('en')} sockets, `}${r.instances} instance${r.instances > 1 ? 's' : ''}`,
    number:
      `p50 ${r.message.p50} ms, p99 ${r.message.p99} ms, max ${r.message.max} ms, typing p99 ${r.typingLatency.p99} ms (target p99 50 ms); ` +
      `${r.deliveries.toLocaleString('en')} deliveries, ${r.refused} refused, ${lost} missing, ${r.twice} twice`,
    command: `\`${userCount === 1000 ? '' : `BENCH_USERS=${userCount} BENCH_INSTANCES=${r.instances} `}RECORD_FIGURES=1 npx pnpm@10.34.9 --filter @lancer/server bench:chat\``,
    loadAverages: r.loadBefore,
  });
}
console.log(`BENCH_JSON ${JSON.stringify(results)}`);
