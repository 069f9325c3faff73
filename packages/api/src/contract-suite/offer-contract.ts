import { beforeAll, describe, expect, it } from 'vitest';

import type { CallInput } from '../client';
import { fetchTimesheet } from '../contract/hourly';
import { fetchNotifications } from '../contract/notification';
import {
  acceptOffer,
  declineOffer,
  fetchOffer,
  fetchOffers,
  requestOfferChanges,
  reviseOffer,
  sendOffer,
  withdrawOffer,
} from '../contract/offer';
import { fetchProject } from '../contract/project';
import { fetchProposal } from '../contract/proposal';
import { fetchRequest } from '../contract/request';
import { fetchProfile } from '../contract/user';
import {
  OFFER_CHANGES_REQUESTED_MESSAGE,
  OFFER_CLIENT_ONLY_MESSAGE,
  OFFER_PROVIDER_ONLY_MESSAGE,
  STALE_OFFER_MESSAGE,
} from '../rules/offer';
import type { NotificationKind } from '../schemas/notification';
import type { Offer } from '../schemas/offer';
import { type ContractSessions, createSession, expectApiError, type Session } from './session';
import type { ContractTarget } from './target';

const DAY_MS = 24 * 60 * 60 * 1000;

type SendOfferBody = NonNullable<CallInput<typeof sendOffer>['body']>;

/** A day `days` from today (UTC): never in the past on any target. */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const userIdOf = async (session: Session) => (await session.client.call(fetchProfile)).account.basic.user_id;

/** A fixed-price offer: two milestones, $750 in all, open 5 days. */
const fixedOffer = (providerId: string, title = 'Contract suite: a landing page') => ({
  provider_id: providerId,
  title,
  description: 'A landing page for the spring sale.',
  milestones: [
    { title: 'Design', amount_cents: 30_000, due_date: day(7) },
    { title: 'Build', amount_cents: 45_000, due_date: day(14) },
  ],
  payment_plan: 'per_milestone' as const,
  start_date: day(1),
  expires_in_days: 5,
});

/** An hourly offer: $50 an hour, at most 12 hours a week, open 10 days. */
const hourlyOffer = (providerId: string, title = 'Contract suite: weekly upkeep') => ({
  provider_id: providerId,
  title,
  description: 'Small fixes to the shop, a few hours a week.',
  hourly: { rate_cents: 5_000, weekly_limit_hours: 12 },
  start_date: day(1),
  expires_in_days: 10,
});

/** How long after `from` the offer expires, in days. */
const daysOpen = (offer: Offer, from: string) => (Date.parse(offer.expires_at) - Date.parse(from)) / DAY_MS;

/**
 * Direct offers (decision 2202): a client offers one provider a contract without a job post; the
 * provider accepts (the project starts as from an accepted proposal), declines or asks for changes,
 * the client revises or withdraws. Each answer by the shared rules (rules/offer.ts).
 */
export function describeOfferContract(target: ContractTarget, sessions: ContractSessions) {
  describe('offer', () => {
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;
    const ids = { client: '', provider: '' };
    let stranger: Session;
    /** The notifications of `kind` a session got about the offer. */
    const toldOf = async (session: Session, kind: NotificationKind, offerId: string) =>
      (await session.client.call(fetchNotifications, { query: { kind, page_size: 50 } })).items.filter(
        (item) => item.subject.offer_id === offerId,
      );

    beforeAll(async () => {
      ids.client = await userIdOf(sessions.client);
      ids.provider = await userIdOf(sessions.provider);
      stranger = createSession(target, await target.signIn('stranger'));
    });

    it('sends a fixed and an hourly offer: SENT at revision 1, priced, expiring after the days given', async () => {
      const fixed = await client().call(sendOffer, { body: fixedOffer(ids.provider) });
      expect(fixed).toMatchObject({
        client: { user_id: ids.client },
        provider: { user_id: ids.provider },
        title: 'Contract suite: a landing page',
        description: 'A landing page for the spring sale.',
        currency: 'USD',
        price_cents: 75_000,
        milestones: [
          { title: 'Design', amount_cents: 30_000, due_date: day(7) },
          { title: 'Build', amount_cents: 45_000, due_date: day(14) },
        ],
        payment_plan: 'per_milestone',
        hourly: null,
        start_date: day(1),
        status: 'SENT',
        revision: 1,
        messages: [],
        decline_reason: null,
        project_id: null,
      });
      expect(daysOpen(fixed, fixed.created_at)).toBeCloseTo(5, 2);

      const hourly = await client().call(sendOffer, { body: hourlyOffer(ids.provider) });
      expect(hourly).toMatchObject({
        price_cents: 60_000,
        milestones: [],
        hourly: { rate_cents: 5_000, weekly_limit_hours: 12 },
        status: 'SENT',
        revision: 1,
      });
      expect(daysOpen(hourly, hourly.created_at)).toBeCloseTo(10, 2);

      // The provider was told of each.
      for (const offer of [fixed, hourly])
        expect(await toldOf(sessions.provider, 'offer_received', offer.id)).toEqual([
          expect.objectContaining({
            actor: expect.objectContaining({ user_id: ids.client }),
            title: offer.title,
          }),
        ]);
    });

    it('refuses an offer to oneself, terms that do not fit the kind, a past start and a long expiry', async () => {
      const refused = async (body: SendOfferBody, field: string, message: string) => {
        const error = await expectApiError(client().call(sendOffer, { body }), 400, 'VALIDATION_FAILED', [
          field,
        ]);
        expect(error.fields[field]).toBe(message);
      };
      await refused(fixedOffer(ids.client), 'provider_id', 'You cannot send an offer to yourself');
      await refused(
        { ...hourlyOffer(ids.provider), milestones: fixedOffer(ids.provider).milestones },
        'milestones',
        'An hourly offer has no milestones',
      );
      await refused(
        { ...fixedOffer(ids.provider), milestones: [] },
        'milestones',
        'Add at least one milestone',
      );
      await refused(
        { ...fixedOffer(ids.provider), start_date: '2020-01-01' },
        'start_date',
        'The start date cannot be in the past',
      );
      await refused(
        { ...fixedOffer(ids.provider), expires_in_days: 31 },
        'expires_in_days',
        'At most 30 days',
      );
    });

    // proves: OFFER-PRIVATE
    it('shows an offer to its two sides only, and lists it as sent and received, by status', async () => {
      const offer = await client().call(sendOffer, {
        body: fixedOffer(ids.provider, 'Contract suite: listed'),
      });
      expect((await client().call(fetchOffer, { query: { offer_id: offer.id } })).id).toBe(offer.id);
      expect(await provider().call(fetchOffer, { query: { offer_id: offer.id } })).toMatchObject({
        id: offer.id,
        status: 'SENT',
      });
      const unknown = await expectApiError(
        stranger.client.call(fetchOffer, { query: { offer_id: offer.id } }),
        404,
        'NOT_FOUND',
      );
      expect(unknown.message).toBe('fetchOffer: Offer not found');

      const listed = async (session: Session, scope: 'sent' | 'received', status?: string) =>
        (
          await session.client.call(fetchOffers, {
            query: { scope, page_size: 50, ...(status ? { status } : {}) },
          })
        ).items.map((item) => item.id);
      expect(await listed(sessions.client, 'sent')).toContain(offer.id);
      expect(await listed(sessions.provider, 'received')).toContain(offer.id);
      // The client did not receive it, the provider did not send it, the stranger has neither.
      expect(await listed(sessions.client, 'received')).not.toContain(offer.id);
      expect(await listed(sessions.provider, 'sent')).not.toContain(offer.id);
      expect(await listed(stranger, 'received')).not.toContain(offer.id);
      expect(await listed(sessions.provider, 'received', 'SENT')).toContain(offer.id);
      expect(await listed(sessions.provider, 'received', 'SENT,CHANGES_REQUESTED')).toContain(offer.id);
      expect(await listed(sessions.provider, 'received', 'ACCEPTED')).not.toContain(offer.id);

      // Newest first.
      const newer = await client().call(sendOffer, {
        body: hourlyOffer(ids.provider, 'Contract suite: newer'),
      });
      const sent = await listed(sessions.client, 'sent');
      expect(sent.indexOf(newer.id)).toBeLessThan(sent.indexOf(offer.id));
      const open = await provider().call(fetchOffers, {
        query: { scope: 'received', status: 'SENT', page_size: 50 },
      });
      expect(open.items.every((item) => item.status === 'SENT')).toBe(true);
      await expectApiError(
        provider().call(fetchOffers, { query: { scope: 'received', status: 'OPEN' } }),
        400,
        'VALIDATION_FAILED',
        ['status'],
      );
    });

    // proves: OFFER-STATES
    it('negotiates: changes asked, the client revises, a stale revision is refused, the current one starts the project', async () => {
      const offer = await client().call(sendOffer, {
        body: fixedOffer(ids.provider, 'Contract suite: negotiated'),
      });

      const asked = await provider().call(requestOfferChanges, {
        body: { offer_id: offer.id, message: 'Could the build be due a week later?' },
      });
      expect(asked).toMatchObject({
        status: 'CHANGES_REQUESTED',
        revision: 1,
        messages: [
          {
            kind: 'changes_requested',
            body: 'Could the build be due a week later?',
            revision: 1,
            author: { user_id: ids.provider },
          },
        ],
      });
      expect(await toldOf(sessions.client, 'offer_changes_requested', offer.id)).toHaveLength(1);
      const waiting = await expectApiError(
        provider().call(acceptOffer, { body: { offer_id: offer.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect(waiting.message).toBe(`acceptOffer: ${OFFER_CHANGES_REQUESTED_MESSAGE}`);
      await expectApiError(
        provider().call(requestOfferChanges, { body: { offer_id: offer.id, message: 'Again?' } }),
        409,
        'INVALID_STATE_TRANSITION',
      );

      const { provider_id: _provider, ...fields } = fixedOffer(ids.provider, 'Contract suite: negotiated');
      const revised = await client().call(reviseOffer, {
        body: {
          ...fields,
          offer_id: offer.id,
          milestones: [
            fields.milestones[0]!,
            { ...fields.milestones[1]!, amount_cents: 50_000, due_date: day(21) },
          ],
          expires_in_days: 3,
          note: 'Moved a week later, and $50 more.',
        },
      });
      expect(revised).toMatchObject({
        status: 'SENT',
        revision: 2,
        price_cents: 80_000,
        milestones: [{ title: 'Design' }, { title: 'Build', amount_cents: 50_000, due_date: day(21) }],
      });
      expect(revised.messages.map((message) => [message.kind, message.revision])).toEqual([
        ['changes_requested', 1],
        ['revised', 2],
      ]);
      expect(revised.messages[1]).toMatchObject({
        body: 'Moved a week later, and $50 more.',
        author: { user_id: ids.client },
      });
      // The expiry starts again from the revision.
      expect(daysOpen(revised, revised.updated_at)).toBeCloseTo(3, 2);
      expect(await toldOf(sessions.provider, 'offer_revised', offer.id)).toHaveLength(1);

      const stale = await expectApiError(
        provider().call(acceptOffer, { body: { offer_id: offer.id, revision: 1 } }),
        409,
        'CONFLICT',
      );
      expect(stale.message).toBe(`acceptOffer: ${STALE_OFFER_MESSAGE}`);
      expect((await provider().call(fetchOffer, { query: { offer_id: offer.id } })).status).toBe('SENT');

      const accepted = await provider().call(acceptOffer, { body: { offer_id: offer.id, revision: 2 } });
      expect(accepted.offer).toMatchObject({
        status: 'ACCEPTED',
        revision: 2,
        project_id: accepted.project.id,
      });
      expect(accepted.project).toMatchObject({
        title: 'Contract suite: negotiated',
        status: 'ONGOING',
        client: { user_id: ids.client },
        providers: [{ user_id: ids.provider }],
        budget_cents: 80_000,
        currency: 'USD',
        hourly: false,
        milestone_count: 2,
      });

      // Both sides open the project: the offer's milestones, PENDING.
      for (const side of [client(), provider()]) {
        const project = await side.call(fetchProject, { query: { project_id: accepted.project.id } });
        expect(
          project.milestones.map(({ title, amount_cents, due_date, status }) => ({
            title,
            amount_cents,
            due_date,
            status,
          })),
        ).toEqual([
          { title: 'Design', amount_cents: 30_000, due_date: day(7), status: 'PENDING' },
          { title: 'Build', amount_cents: 50_000, due_date: day(21), status: 'PENDING' },
        ]);
      }
      // Behind it, as behind an accepted proposal: the offer's hidden job and its proposal, both ONGOING.
      expect(
        await provider().call(fetchRequest, { query: { request_id: accepted.project.request_id } }),
      ).toMatchObject({ status: 'ONGOING', visibility: 'invite_only', client: { user_id: ids.client } });
      expect(
        await client().call(fetchProposal, { query: { proposal_id: accepted.project.proposal_id } }),
      ).toMatchObject({
        status: 'ONGOING',
        project_id: accepted.project.id,
        price_cents: 80_000,
        provider: { user_id: ids.provider },
        hourly: null,
      });

      const told = await toldOf(sessions.client, 'offer_accepted', offer.id);
      expect(told).toEqual([
        expect.objectContaining({
          subject: expect.objectContaining({ offer_id: offer.id, project_id: accepted.project.id }),
          actor: expect.objectContaining({ user_id: ids.provider }),
        }),
      ]);

      // An accepted offer is done with.
      await expectApiError(
        provider().call(acceptOffer, { body: { offer_id: offer.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await expectApiError(
        client().call(withdrawOffer, { body: { offer_id: offer.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });

    it('starts an hourly project from an hourly offer, at its rate and weekly limit', async () => {
      const offer = await client().call(sendOffer, {
        body: hourlyOffer(ids.provider, 'Contract suite: hourly hire'),
      });
      const { offer: accepted, project } = await provider().call(acceptOffer, {
        body: { offer_id: offer.id, revision: 1 },
      });
      expect(accepted).toMatchObject({ status: 'ACCEPTED', project_id: project.id });
      expect(project).toMatchObject({ hourly: true, status: 'ONGOING', milestone_count: 0 });
      for (const [side, role] of [
        [client(), 'client'],
        [provider(), 'provider'],
      ] as const)
        expect(await side.call(fetchTimesheet, { query: { project_id: project.id } })).toMatchObject({
          project_id: project.id,
          role,
          rate_cents: 5_000,
          weekly_limit_hours: 12,
          currency: 'USD',
        });
      expect(
        await provider().call(fetchProposal, { query: { proposal_id: project.proposal_id } }),
      ).toMatchObject({
        status: 'ONGOING',
        hourly: { rate_cents: 5_000, weekly_hours: 12 },
        weekly_limit_hours: 12,
        milestones: [],
      });
    });

    it('lets the provider decline, saying why, and the client withdraw an open offer', async () => {
      const declined = await client().call(sendOffer, {
        body: fixedOffer(ids.provider, 'Contract suite: declined'),
      });
      const answer = await provider().call(declineOffer, {
        body: { offer_id: declined.id, reason: 'Fully booked until summer.' },
      });
      expect(answer).toMatchObject({ status: 'DECLINED', decline_reason: 'Fully booked until summer.' });
      expect(answer.messages.at(-1)).toMatchObject({
        kind: 'declined',
        body: 'Fully booked until summer.',
        revision: 1,
        author: { user_id: ids.provider },
      });
      expect(await toldOf(sessions.client, 'offer_declined', declined.id)).toHaveLength(1);
      // Without a reason: none stored, an empty entry in the thread.
      const quiet = await client().call(sendOffer, {
        body: hourlyOffer(ids.provider, 'Contract suite: declined quietly'),
      });
      const quietly = await provider().call(declineOffer, { body: { offer_id: quiet.id } });
      expect(quietly).toMatchObject({ status: 'DECLINED', decline_reason: null });
      expect(quietly.messages).toEqual([
        expect.objectContaining({ kind: 'declined', body: '', revision: 1 }),
      ]);
      const { provider_id: _provider, ...fields } = fixedOffer(ids.provider);
      await expectApiError(
        client().call(reviseOffer, { body: { ...fields, offer_id: declined.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );

      const withdrawn = await client().call(sendOffer, {
        body: hourlyOffer(ids.provider, 'Contract suite: withdrawn'),
      });
      expect(await client().call(withdrawOffer, { body: { offer_id: withdrawn.id } })).toMatchObject({
        status: 'WITHDRAWN',
      });
      expect(await toldOf(sessions.provider, 'offer_withdrawn', withdrawn.id)).toEqual([
        expect.objectContaining({ actor: expect.objectContaining({ user_id: ids.client }) }),
      ]);
      await expectApiError(
        provider().call(acceptOffer, { body: { offer_id: withdrawn.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect((await provider().call(fetchOffer, { query: { offer_id: withdrawn.id } })).status).toBe(
        'WITHDRAWN',
      );
    });

    // proves: OFFER-PRIVATE
    it("refuses each side the other's actions (403), and anyone else every action (404)", async () => {
      const offer = await client().call(sendOffer, {
        body: fixedOffer(ids.provider, 'Contract suite: sides'),
      });
      const { provider_id: _provider, ...fields } = fixedOffer(ids.provider, 'Contract suite: sides');
      const offer_id = offer.id;
      const actions = (session: Session) => ({
        revise: () => session.client.call(reviseOffer, { body: { ...fields, offer_id } }),
        withdraw: () => session.client.call(withdrawOffer, { body: { offer_id } }),
        accept: () => session.client.call(acceptOffer, { body: { offer_id } }),
        decline: () => session.client.call(declineOffer, { body: { offer_id } }),
        requestChanges: () =>
          session.client.call(requestOfferChanges, { body: { offer_id, message: 'A change, please.' } }),
      });
      const asProvider = actions(sessions.provider);
      const asClient = actions(sessions.client);
      const asStranger = actions(stranger);
      /** Refused with this status, code and message (the access declaration's and the rule's words alike). */
      const refusedWith = async (call: Promise<unknown>, status: 403 | 404, message: string) => {
        const error = await expectApiError(call, status, status === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
        expect(error.message).toMatch(new RegExp(`: ${message}$`));
      };
      // One after the other: each refusal awaited as it is made.
      for (const refused of [asProvider.revise, asProvider.withdraw])
        await refusedWith(refused(), 403, OFFER_CLIENT_ONLY_MESSAGE);
      for (const refused of [asClient.accept, asClient.decline, asClient.requestChanges])
        await refusedWith(refused(), 403, OFFER_PROVIDER_ONLY_MESSAGE);
      for (const refused of Object.values(asStranger)) await refusedWith(refused(), 404, 'Offer not found');
      // Nothing changed.
      expect(await client().call(fetchOffer, { query: { offer_id } })).toMatchObject({
        status: 'SENT',
        revision: 1,
        messages: [],
      });
    });
  });
}
