import { eq } from 'drizzle-orm';

import { requests } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { jobBody, ok, proposalBody, startProjectWithMilestones } from './start-project';
import { call, createTestApp, signUp } from './test-app';
import { startWebhookReceiver } from './webhook-receiver';

/** More job posts than searchRequests counts (1,000), so a paging loop must go past the total. */
export const OPEN_JOBS = 1_050;

/**
 * What an integrator's code is tried against: a real server listening, a client ("the reader") with
 * a personal access token, a funded-to-be milestone of theirs, 1,050 open job posts, and a real
 * webhook delivery to the reader's endpoint, made just after its secret was rolled (two signatures).
 */
export async function startIntegratorWorld(email: string, password: string) {
  const app = await createTestApp();
  const api = await app.listen({ host: '127.0.0.1', port: 0 });
  const reader = await signUp(app, email, password);
  const provider = await signUp(app, `provider-of-${email}`, password);
  const made = await call(app, 'POST', '/api/user/access-token/create-access-token', {
    token: reader.token,
    body: {
      name: 'Integration',
      scopes: ['user:read', 'request:read', 'milestone:write'],
      expires_in_days: 7,
    },
  });
  // A project of the reader's, its milestones waiting to be funded.
  const { milestones } = await startProjectWithMilestones(app, reader.token, provider.token);
  // The reader's endpoint gets a proposal on their next post, signed by the server.
  const receiver = await startWebhookReceiver();
  const { endpoint, secret: previousSecret } = await ok(
    app,
    '/api/webhook/create-webhook-endpoint',
    reader.token,
    {
      url: receiver.url,
      events: ['proposal_received'],
    },
  );
  // Rolled with a day's overlap: the delivery is signed twice, by the new secret and the previous.
  const { secret } = await ok(app, '/api/webhook/roll-webhook-secret', reader.token, {
    endpoint_id: endpoint.id,
    previous_expires_in_hours: 24,
  });
  // One job post through the API, then copies of its row: 1,050 open posts.
  const { id } = await ok(app, '/api/request/create-request', reader.token, jobBody({ title: 'Guide job' }));
  const [row] = await app.services.db.select().from(requests).where(eq(requests.id, id));
  const copies = Array.from({ length: OPEN_JOBS - 1 }, (_, index) => ({
    ...row!,
    id: newId(),
    title: `Guide job ${index}`,
  }));
  for (let start = 0; start < copies.length; start += 250)
    await app.services.db.insert(requests).values(copies.slice(start, start + 250));
  await ok(app, '/api/proposal/create-proposal', provider.token, proposalBody(id));
  const [hit] = await receiver.waitFor(1);
  await receiver.close();
  return {
    app,
    api,
    token: made.body.secret as string,
    /** The reader signed in (a session, for what the token's scopes leave out). */
    session: reader.token,
    milestone: milestones[0]!,
    webhook: {
      signature: String(hit!.headers['lancer-signature']),
      body: hit!.body,
      secret: secret as string,
      previousSecret: previousSecret as string,
    },
  };
}
