import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../../src/config';
import { signFileUrl } from '../../src/files/file-links';
import {
  buildFileSubjects,
  relations,
  tokenOf,
  type FileSubjects,
  type Relation,
} from '../helpers/file-subjects';
import { createScratchDatabase } from '../helpers/postgres';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

type Declared = { status: number; cache?: string };
const open = (cache: string): Declared => ({ status: 200, cache });
const refused = (status: number): Declared => ({ status });

const everyone = Object.fromEntries(relations.map((relation) => [relation, open(PUBLIC)])) as Record<
  Relation,
  Declared
>;

/** Who may fetch each kind of file, with the cache header of the answer (docs/security.md, "Files"). */
const declared: Record<keyof FileSubjects['files'], Record<Relation, Declared>> = {
  'attachment of a public post': everyone,
  // HIDDEN-JOB-POST: its client's and administrators' only.
  'attachment of a hidden post': {
    owner: open(PRIVATE),
    counterparty: refused(404),
    collaborator: refused(404),
    stranger: refused(404),
    administrator: open(PRIVATE),
    anonymous: refused(404),
  },
  // REQUEST-VISIBLE: its client, administrators, the providers invited to it and those who proposed on it.
  'attachment of an invite-only post': {
    owner: open(PRIVATE),
    counterparty: open(PRIVATE),
    collaborator: refused(404),
    stranger: refused(404),
    administrator: open(PRIVATE),
    anonymous: refused(404),
  },
  'payment proof': {
    owner: open(PRIVATE),
    counterparty: open(PRIVATE),
    collaborator: refused(404),
    stranger: refused(404),
    administrator: open(PRIVATE),
    anonymous: refused(404),
  },
  // CHAT-FILE-MEMBERS (decision 1604): the conversation's members, 401 without a token.
  'chat file': {
    owner: open(PRIVATE),
    counterparty: open(PRIVATE),
    collaborator: refused(403),
    stranger: refused(403),
    administrator: refused(403),
    anonymous: refused(401),
  },
  // DISPUTE-EVIDENCE-ACCESS (decision 1540): the dispute's two sides and administrators.
  'dispute evidence': {
    owner: open(PRIVATE),
    counterparty: open(PRIVATE),
    collaborator: refused(403),
    stranger: refused(403),
    administrator: open(PRIVATE),
    anonymous: refused(401),
  },
  avatar: everyone,
  'portfolio image': everyone,
};

const fetchFile = (app: TestApp, url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

function describeFileAccess(
  name: string,
  overrides: () => Partial<ServerConfig>,
  cleanup?: () => Promise<void>,
) {
  describe(`files private by default, on ${name}`, () => {
    let app: TestApp;
    let world: FileSubjects;
    beforeAll(async () => {
      app = await createTestApp(overrides());
      world = await buildFileSubjects(app, name.toLowerCase().replace(/\W/g, ''));
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await cleanup?.();
    });

    for (const [kind, byRelation] of Object.entries(declared) as Array<
      [keyof typeof declared, Record<Relation, Declared>]
    >)
      it(`serves the ${kind} as declared to each relation`, async () => {
        const answers: Record<string, { status: number; cache?: string }> = {};
        for (const relation of relations) {
          const answer = await fetchFile(app, world.files[kind], tokenOf(world, kind, relation));
          answers[relation] =
            answer.statusCode === 200
              ? { status: 200, cache: String(answer.headers['cache-control']) }
              : { status: answer.statusCode };
        }
        expect(answers).toEqual(byRelation);
      });

    it('carries links signed for their caller in the answers, which open without a token for 10 to 15 minutes', async () => {
      const { client, provider, collaborator, stranger } = world.people;
      const hidden = await call(app, 'GET', '/api/request/fetch-request', {
        token: client.token,
        query: { request_id: world.ids.hiddenPost },
      });
      const link = hidden.body.attachments[0].url as string;
      expect(link).toMatch(/^\/api\/files\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
      const opened = await fetchFile(app, link, null);
      expect(opened.statusCode).toBe(200);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(opened.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(590);
      expect(maxAge).toBeLessThanOrEqual(900);
      // Who cannot see the post gets no link at all.
      const refusedPost = await call(app, 'GET', '/api/request/fetch-request', {
        token: stranger.token,
        query: { request_id: world.ids.hiddenPost },
      });
      expect(refusedPost.status).toBe(404);
      expect(JSON.stringify(refusedPost.body)).not.toContain('/api/files/');

      // A public post's files are public: no signature, the same URL for everyone.
      const open = await call(app, 'GET', '/api/request/fetch-request', {
        token: stranger.token,
        query: { request_id: world.ids.publicPost },
      });
      expect(open.body.attachments[0].url).toBe(world.files['attachment of a public post']);

      const payment = await call(app, 'GET', '/api/payment/fetch-payment', {
        token: provider.token,
        query: { payment_id: world.ids.payment },
      });
      expect(payment.body.proof_url).toMatch(/\?expires=\d+&signature=/);
      expect((await fetchFile(app, payment.body.proof_url, null)).statusCode).toBe(200);
      // A collaborator sees that the proof is there, never a link that opens it.
      const project = await call(app, 'GET', '/api/project/fetch-project', {
        token: collaborator.token,
        query: { project_id: world.ids.project },
      });
      const shown = project.body.milestones[0].funding_payment.proof_url as string;
      expect(shown).toBe(world.files['payment proof']);
      expect((await fetchFile(app, shown, collaborator.token)).statusCode).toBe(404);
    });

    it('carries signed links to chat files and dispute evidence to those who may open them', async () => {
      const { provider, collaborator } = world.people;
      const history = await call(app, 'GET', '/api/chat/fetch-messages', {
        token: provider.token,
        query: { conversation_id: world.ids.conversation },
      });
      const sent = history.body.items.flatMap((message: { files: { url: string }[] }) => message.files);
      const dispute = await call(app, 'GET', '/api/dispute/fetch-dispute', {
        token: provider.token,
        query: { dispute_id: world.ids.dispute },
      });
      const links = [sent[0].url as string, dispute.body.statement_evidence.files[0].url as string];
      expect(links.map((link) => link.split('?')[0])).toEqual([
        world.files['chat file'],
        world.files['dispute evidence'],
      ]);
      for (const link of links) {
        expect(link).toMatch(/^\/api\/files\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
        const opened = await fetchFile(app, link, null);
        expect(opened.statusCode).toBe(200);
        expect(String(opened.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
        const changed = link.replace(/expires=(\d+)/, (_, at: string) => `expires=${Number(at) + 60}`);
        expect((await fetchFile(app, changed, null)).statusCode).toBe(403);
      }
      // A collaborator is refused the dispute and so never gets a link to its evidence.
      const refusedDispute = await call(app, 'GET', '/api/dispute/fetch-dispute', {
        token: collaborator.token,
        query: { dispute_id: world.ids.dispute },
      });
      expect(refusedDispute.status).toBe(403);
      expect(JSON.stringify(refusedDispute.body)).not.toContain('/api/files/');
    });

    it('refuses a link whose signature expired, was changed, or was made for another file', async () => {
      const proof = world.files['payment proof'];
      const expired = signFileUrl(proof, Date.now() - 16 * 60 * 1000);
      const fresh = signFileUrl(proof);
      const tampered = fresh.replace(
        /signature=(.)/,
        (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
      );
      const later = fresh.replace(/expires=(\d+)/, (_, at: string) => `expires=${Number(at) + 3600}`);
      const borrowed = signFileUrl(world.files['attachment of a hidden post']).replace(
        world.files['attachment of a hidden post'],
        proof,
      );
      for (const link of [expired, tampered, later, borrowed]) {
        const answer = await fetchFile(app, link, null);
        expect({ link, status: answer.statusCode, body: answer.body }).toMatchObject({
          status: 403,
          body: expect.stringContaining('expired'),
        });
      }
      expect((await fetchFile(app, fresh, null)).statusCode).toBe(200);
    });
  });
}

describeFileAccess('PGlite', () => ({}));

const scratch = await createScratchDatabase();
if ('skip' in scratch) {
  describe.skip(`files private by default, on PostgreSQL: ${scratch.skip}`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  describeFileAccess('PostgreSQL', () => ({ databaseUrl: scratch.url }), scratch.drop);
}
