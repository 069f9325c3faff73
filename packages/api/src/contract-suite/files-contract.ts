import { describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType } from '../constants';
import { hideContent } from '../contract/console';
import { fundMilestone } from '../contract/milestone';
import { fetchPayment, uploadPaymentProof } from '../contract/payment';
import { fetchProject } from '../contract/project';
import { createRequest, fetchRequest, uploadAttachment } from '../contract/request';
import { updateUserPhotoBlob } from '../contract/user';
import { PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE } from '../rules/file-access';
import { createSession, type ContractSessions } from './session';
import { smallJob, startProject } from './start-project';
import type { ContractTarget } from './target';

/** A 1x1 PNG: the smallest image the type check (by content) accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

const SIGNED = /^\/api\/files\/[\w-]+\?expires=\d+&signature=[\w-]+$/;
const bare = (url: string) => url.split('?')[0]!;
const tamper = (url: string) =>
  url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);

/**
 * Files private by default (FILE-ACCESS): each file opens for those who can see its subject, by a
 * link signed for them in the answer (10 to 15 minutes, `private` cache) or with their access
 * token; only images meant for everyone are public, with the long shared cache.
 */
export function describeFilesContract(target: ContractTarget, sessions: ContractSessions) {
  const get = (url: string, token?: string) =>
    (target.fetch ?? fetch)(`${target.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const tokenOf = (session: { tokens: () => { access_token: string } | null }) =>
    session.tokens()!.access_token;

  describe('files: private by default', () => {
    // proves: FILE-ACCESS
    it("serves a public post's attachment to anyone; a hidden or invite-only post's only through links signed for its readers", async () => {
      const client = sessions.client.client;
      const stranger = createSession(target, await target.signIn('stranger'));
      const admin = createSession(target, await target.signIn('admin'));
      const uploaded = await client.call(uploadAttachment, { body: { file: png('brief.png') } });
      // Not used yet: its uploader's, through the link its answer carries.
      expect(uploaded.url).toMatch(SIGNED);
      expect((await get(bare(uploaded.url))).status).toBe(404);

      const post = await client.call(createRequest, {
        body: { ...smallJob('Contract suite: a post with a brief'), attachments: [uploaded] },
      });
      const open = post.attachments[0]!.url;
      expect(open).toBe(bare(uploaded.url));
      const guest = await get(open);
      expect({ status: guest.status, cache: guest.headers.get('cache-control') }).toEqual({
        status: 200,
        cache: PUBLIC_FILE_CACHE,
      });
      expect(new Uint8Array(await guest.arrayBuffer())).toEqual(PNG);

      // Hidden: its files go with it, for all but its client and administrators.
      await admin.client.call(hideContent, {
        body: { subject_type: 'job_post', subject_id: post.id, reason: 'Contract suite: hidden' },
      });
      expect((await get(open)).status).toBe(404);
      expect((await get(open, tokenOf(stranger))).status).toBe(404);
      const adminAnswer = await get(open, tokenOf(admin));
      expect({ status: adminAnswer.status, cache: adminAnswer.headers.get('cache-control') }).toEqual({
        status: 200,
        cache: PRIVATE_FILE_CACHE,
      });
      const signed = (await client.call(fetchRequest, { query: { request_id: post.id } })).attachments[0]!
        .url;
      expect(signed).toMatch(SIGNED);
      const byLink = await get(signed);
      expect(byLink.status).toBe(200);
      expect(byLink.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect((await get(tamper(signed))).status).toBe(403);

      const invited = await client.call(createRequest, {
        body: {
          ...smallJob('Contract suite: an invite-only brief'),
          visibility: 'invite_only',
          attachments: [await client.call(uploadAttachment, { body: { file: png('private-brief.png') } })],
        },
      });
      const link = invited.attachments[0]!.url;
      expect(link).toMatch(SIGNED);
      expect((await get(bare(link), tokenOf(stranger))).status).toBe(404);
      expect((await get(bare(link), tokenOf(sessions.client))).status).toBe(200);
      expect((await get(link)).status).toBe(200);
    });

    // proves: FILE-ACCESS
    it('serves a proof of payment to its payer, its payee and administrators only', async () => {
      const project = await startProject(sessions, 'Contract suite: a receipt', 12_000);
      const detail = await sessions.client.client.call(fetchProject, { query: { project_id: project.id } });
      const funded = await sessions.client.client.call(fundMilestone, {
        body: {
          milestone_id: detail.milestones[0]!.id,
          method: MoneyCollectingMethodType.UPLOAD_PROOF,
          idempotency_key: `proof-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        },
      });
      const paid = await sessions.client.client.call(uploadPaymentProof, {
        body: { payment_id: funded.payment.id, file: png('receipt.png') },
      });
      expect(paid.proof_url).toMatch(SIGNED);
      const payees = await sessions.provider.client.call(fetchPayment, {
        query: { payment_id: funded.payment.id },
      });
      expect(payees.proof_url).toMatch(SIGNED);
      const byLink = await get(payees.proof_url!);
      expect(byLink.status).toBe(200);
      expect(byLink.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);

      const proof = bare(paid.proof_url!);
      const stranger = createSession(target, await target.signIn('stranger'));
      const admin = createSession(target, await target.signIn('admin'));
      expect((await get(proof)).status).toBe(404);
      expect((await get(proof, tokenOf(stranger))).status).toBe(404);
      for (const reader of [sessions.client, sessions.provider, admin]) {
        const answer = await get(proof, tokenOf(reader));
        expect({ status: answer.status, cache: answer.headers.get('cache-control') }).toEqual({
          status: 200,
          cache: PRIVATE_FILE_CACHE,
        });
      }
      expect((await get(tamper(paid.proof_url!))).status).toBe(403);
    });

    // proves: FILE-ACCESS
    it('serves a photo to anyone, with the long shared cache', async () => {
      const { url } = await sessions.provider.client.call(updateUserPhotoBlob, {
        body: { file: png('me.png') },
      });
      // The mocks keep a photo as a data: URL (shown as it is, nothing to fetch); the server serves it.
      if (url.startsWith('data:')) return expect(url).toMatch(/^data:image\/png;base64,/);
      expect(url).toMatch(/^\/api\/files\/[\w-]+$/);
      const guest = await get(url);
      expect({ status: guest.status, cache: guest.headers.get('cache-control') }).toEqual({
        status: 200,
        cache: PUBLIC_FILE_CACHE,
      });
    });
  });
}
