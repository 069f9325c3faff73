/**
 * One Lancer API instance of a benchmark fleet (fleet.ts forks it, once or twice on one
 * PostgreSQL): production settings, the chat hub in process or through Redis (BENCH_REDIS_URL).
 * On the parent's word it makes the bench's users with their tokens (`users`), opens conversations
 * between them (`conversations`, chat-bench.ts), or runs its share of a notification burst
 * (`burst`, notify-bench.ts): each event one transaction through emitNotification, then announce,
 * as a domain change does after its commit, answering the moment each event committed (epoch ms,
 * this machine's clock).
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { conversationParticipants, conversations } from '../src/db/chat-schema';
import { users } from '../src/db/user-schema';
import { newId } from '../src/lib/ids';
import { announce, emitNotification } from '../src/notification/emit-notification';

const app = await buildApp({
  ...loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    NOTIFICATION_MAIL_EVERY_MS: '0',
    PAYMENTS: 'sandbox',
    MAIL: 'log',
  }),
  databaseUrl: process.env.BENCH_DATABASE_URL,
  logLevel: 'silent',
  validateResponses: false,
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const now = () => performance.timeOrigin + performance.now();

type Command =
  | { type: 'users'; count: number }
  | { type: 'conversations'; members: string[][] }
  | { type: 'burst'; recipients: string[]; concurrency: number }
  | { type: 'stop' };

async function makeUsers(count: number) {
  const made = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    email: `bench-${i}-${Date.now()}@notify.bench`,
    flid: `bench${i}x${Date.now().toString(36)}`,
  }));
  for (let i = 0; i < made.length; i += 500)
    await app.services.db.insert(users).values(made.slice(i, i + 500));
  return Promise.all(
    made.map(async (user) => ({
      id: user.id,
      token: await app.services.tokens.sign({ id: user.id, role: 1 }),
    })),
  );
}

/** One conversation per list of members, as create-conversation stores it (decision 1600). */
async function openConversations(lists: string[][]) {
  const made = lists.map((members) => ({ id: newId(), members: [...members].sort() }));
  for (let i = 0; i < made.length; i += 200) {
    const slice = made.slice(i, i + 200);
    await app.services.db.transaction(async (tx) => {
      await tx.insert(conversations).values(
        slice.map(({ id, members }) => ({
          id,
          title: '',
          projectId: null,
          requestId: null,
          participantKey: `-|${members.join(',')}`,
        })),
      );
      await tx
        .insert(conversationParticipants)
        .values(
          slice.flatMap(({ id, members }) =>
            members.map((userId) => ({ conversationId: id, userId, lastReadAt: new Date(0) })),
          ),
        );
    });
  }
  return made.map((conversation) => conversation.id);
}

async function burst(recipients: string[], concurrency: number) {
  const commits: [string, number][] = [];
  let next = 0;
  const worker = async () => {
    while (next < recipients.length) {
      const recipientId = recipients[next++]!;
      const notified = await app.services.db.transaction((tx) =>
        emitNotification(tx, {
          recipientId,
          kind: 'proposal_received',
          subject: {},
          actorId: null,
          title: 'Benchmark',
        }),
      );
      commits.push([recipientId, now()]);
      announce(app.services, notified);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return commits;
}

process.on('message', (message: Command) => {
  const reply = (answer: unknown) => process.send!(answer);
  if (message.type === 'users') void makeUsers(message.count).then((made) => reply({ type: 'users', made }));
  if (message.type === 'conversations')
    void openConversations(message.members).then((ids) => reply({ type: 'conversations', ids }));
  if (message.type === 'burst')
    void burst(message.recipients, message.concurrency).then((commits) =>
      reply({ type: 'commits', commits }),
    );
  if (message.type === 'stop') void app.close().then(() => process.exit(0));
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.send!({ type: 'ready', apiUrl });
