import {
  checkOfferAction,
  offerExpiresAt,
  offerSideOf,
  offerStatusAt,
  refuseOfferRecipient,
  refuseOfferStartDate,
  STALE_OFFER_MESSAGE,
} from '@lancer/api/rules/offer';
import { offerJob } from '@lancer/api/rules/offer-job';
import { offerPriceCents } from '@lancer/api/rules/offer-terms';
import { isStaleRevision } from '@lancer/api/rules/proposal-revision';
import type { NotificationKind, NotificationSubject } from '@lancer/api/schemas/notification';
import type { offerFieldsSchema } from '@lancer/api/schemas/offer';
import { offerActions, openOfferStatuses, type OfferAction, type OfferState } from '@lancer/api/states/offer';
import { and, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import type { Executor } from '../db/client';
import { offerMessages, offers, type OfferMessageRow, type OfferRow } from '../db/offer-schema';
import type { ProjectRow } from '../db/project-schema';
import { proposalRevisions, proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { conflict, fieldRefusalError, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { sanitizeRichText } from '../lib/sanitize-html';
import { announce, emitNotification } from '../notification/emit-notification';
import { startProject } from '../project/project-start';
import { toProjects } from '../project/project-view';
import { revisionValues } from '../proposal/proposal-service';
import type { Services } from '../services';
import { findUserById } from '../user/user-repository';
import { toOffer, toOffers } from './offer-view';

/**
 * Direct offers (decision 2202): a client offers one provider a contract; the provider accepts,
 * declines or asks for changes, the client revises or withdraws. Who may call is checked before
 * these run (ACCESS-MATRIX, http/subject-relations.ts); every state change goes through
 * checkOfferAction on the status the offer has now (offerStatusAt), in one transaction with the
 * offer's row locked and the other side told. Time is the real time: the hourly area's test clock
 * (hourly/test-clock.ts) is not read, so moving it never expires an offer.
 */

type OfferFields = z.output<typeof offerFieldsSchema>;

/** The shared rules on the fields a client sends (and sends again in a revision). */
function checkFields(fields: OfferFields, now: Date) {
  const refusal = refuseOfferStartDate(fields.start_date, now);
  if (refusal) throw fieldRefusalError(refusal);
}

/** The columns an offer's fields write, at sending and at each revision. */
const fieldColumns = (fields: OfferFields, now: Date) => ({
  title: fields.title,
  description: fields.description,
  currency: fields.currency,
  priceCents: offerPriceCents(fields),
  milestones: fields.hourly ? [] : fields.milestones,
  paymentPlan: fields.payment_plan,
  hourly: fields.hourly,
  startDate: fields.start_date,
  expiresAt: offerExpiresAt(now, fields.expires_in_days),
});

/** A notification about an offer, to one side from the other. */
const offerNotice = (
  offer: Pick<OfferRow, 'id' | 'title'>,
  kind: NotificationKind,
  recipientId: string,
  actorId: string | null,
  subject: Omit<NotificationSubject, 'offer_id'> = {},
) => ({ recipientId, kind, subject: { offer_id: offer.id, ...subject }, actorId, title: offer.title });

export async function sendOffer(
  services: Services,
  clientId: string,
  input: OfferFields & { provider_id: string },
) {
  const now = new Date();
  const recipient = refuseOfferRecipient(clientId, input.provider_id);
  if (recipient) throw fieldRefusalError(recipient);
  checkFields(input, now);
  // As send-invitation answers for a provider who does not exist.
  if (!(await findUserById(services.db, input.provider_id))) throw notFound('User');
  const { row, told } = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(offers)
      .values({
        id: newId(),
        clientId,
        providerId: input.provider_id,
        ...fieldColumns(input, now),
        status: 'SENT',
        revision: 1,
      })
      .returning();
    const told = await emitNotification(
      tx,
      offerNotice(inserted!, 'offer_received', inserted!.providerId, clientId),
    );
    return { row: inserted!, told };
  });
  announce(services, told);
  return toOffer(services.db, row, now);
}

/** The offer's row, or 404. */
async function loadOffer(db: Executor, id: string) {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  if (!row) throw notFound('Offer');
  return row;
}

export async function fetchOffer(services: Services, userId: string, id: string) {
  const row = await loadOffer(services.db, id);
  // Private to its two sides (the access check said so already; a stranger is told it does not exist).
  if (!offerSideOf(row, userId)) throw notFound('Offer');
  return toOffer(services.db, row, new Date());
}

/** The offers whose status is `status` at `now`, as offerStatusAt reads it: an open one past its expiry is EXPIRED. */
function statusAt(status: OfferState, now: Date): SQL {
  if (status === 'EXPIRED')
    return or(
      eq(offers.status, 'EXPIRED'),
      and(inArray(offers.status, [...openOfferStatuses]), lte(offers.expiresAt, now)),
    )!;
  if ((openOfferStatuses as readonly OfferState[]).includes(status))
    return and(eq(offers.status, status), gt(offers.expiresAt, now))!;
  return eq(offers.status, status);
}

type ListQuery = PageQuery & { scope: 'sent' | 'received'; status?: OfferState[] };

export async function fetchOffers(services: Services, userId: string, query: ListQuery) {
  const now = new Date();
  const where: SQL[] = [query.scope === 'sent' ? eq(offers.clientId, userId) : eq(offers.providerId, userId)];
  if (query.status?.length) where.push(or(...query.status.map((status) => statusAt(status, now)))!);
  const { rows, total } = await readPage(
    services.db,
    offers,
    and(...where),
    [desc(offers.createdAt), desc(offers.id)],
    query,
  );
  return paged(await toOffers(services.db, rows, now), total, query);
}

/** What one action changes, writes to the thread and tells, decided with the offer locked. */
type Change = {
  set?: Partial<OfferRow>;
  message?: Pick<OfferMessageRow, 'kind' | 'body' | 'revision'>;
  notice: ReturnType<typeof offerNotice>;
  project?: ProjectRow;
};

/**
 * One step of the offer machine (states/offer.ts) in one transaction: the offer's row locked
 * (SELECT ... FOR UPDATE), so two actions at once on one offer run one after the other and the
 * second reads what the first left; checkOfferAction on the status it has now (an open offer past
 * its expiry is refused as expired); the new status and `decide`'s changes written, the thread
 * entry added and the other side told, all committed together.
 */
async function act(
  services: Services,
  userId: string,
  id: string,
  action: OfferAction,
  decide: (tx: Executor, offer: OfferRow, now: Date) => Promise<Change> | Change,
) {
  const now = new Date();
  const result = await services.db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!offer) throw notFound('Offer');
    refuse(
      checkOfferAction(offerSideOf(offer, userId), offerStatusAt(offer.status, offer.expiresAt, now), action),
    );
    const change = await decide(tx, offer, now);
    const [updated] = await tx
      .update(offers)
      .set({ ...change.set, status: offerActions[action].to, updatedAt: new Date() })
      .where(eq(offers.id, offer.id))
      .returning();
    if (change.message)
      await tx
        .insert(offerMessages)
        .values({ id: newId(), offerId: offer.id, authorId: userId, ...change.message });
    const told = await emitNotification(tx, change.notice);
    return { offer: updated!, told, project: change.project };
  });
  announce(services, result.told);
  return { offer: await toOffer(services.db, result.offer, now), project: result.project };
}

/** The client revises an open offer: every field again, the next revision, SENT, the expiry from now. */
export async function reviseOffer(
  services: Services,
  userId: string,
  input: OfferFields & { offer_id: string; note: string },
) {
  checkFields(input, new Date());
  const { offer } = await act(services, userId, input.offer_id, 'revise', (_tx, current, now) => {
    const revision = current.revision + 1;
    return {
      set: { ...fieldColumns(input, now), revision },
      message: { kind: 'revised', body: input.note, revision },
      notice: offerNotice(
        { id: current.id, title: input.title },
        'offer_revised',
        current.providerId,
        userId,
      ),
    };
  });
  return offer;
}

export async function withdrawOffer(services: Services, userId: string, id: string) {
  const { offer } = await act(services, userId, id, 'withdraw', (_tx, current) => ({
    notice: offerNotice(current, 'offer_withdrawn', current.providerId, userId),
  }));
  return offer;
}

export async function declineOffer(services: Services, userId: string, id: string, reason: string) {
  const { offer } = await act(services, userId, id, 'decline', (_tx, current) => ({
    set: { declineReason: reason || null },
    message: { kind: 'declined', body: reason, revision: current.revision },
    notice: offerNotice(current, 'offer_declined', current.clientId, userId),
  }));
  return offer;
}

export async function requestOfferChanges(services: Services, userId: string, id: string, message: string) {
  const { offer } = await act(services, userId, id, 'request_changes', (_tx, current) => ({
    message: { kind: 'changes_requested', body: message, revision: current.revision },
    notice: offerNotice(current, 'offer_changes_requested', current.clientId, userId),
  }));
  return offer;
}

/**
 * The provider accepts: in one transaction with the offer locked, the hidden job behind it (an
 * invite-only request, ONGOING: never in search, never matching a saved search), a proposal
 * ONGOING with the offer's terms (offerAsProposalTerms) and its revision, and the project started
 * exactly as a confirmed proposal starts it (startProject); the offer ACCEPTED and the client told.
 */
export async function acceptOffer(services: Services, userId: string, id: string, revision?: number) {
  const { offer, project } = await act(services, userId, id, 'accept', async (tx, current) => {
    if (isStaleRevision(current.revision, revision)) throw conflict(STALE_OFFER_MESSAGE);
    const { terms, job } = offerJob({
      title: current.title,
      description: current.description,
      currency: current.currency,
      milestones: current.milestones,
      hourly: current.hourly,
      start_date: current.startDate,
    });
    const [request] = await tx
      .insert(requests)
      .values({
        id: newId(),
        clientId: current.clientId,
        title: job.title,
        descriptionHtml: sanitizeRichText(job.description_html),
        category: job.category,
        skills: job.skills,
        budgetType: job.budget_type,
        budgetMinCents: job.budget_min_cents,
        budgetMaxCents: job.budget_max_cents,
        currency: job.currency,
        expectedDuration: job.expected_duration,
        attachments: [],
        visibility: job.visibility,
        status: 'ONGOING',
      })
      .returning();
    const projectId = newId();
    const [proposal] = await tx
      .insert(proposals)
      .values({
        id: newId(),
        requestId: request!.id,
        providerId: current.providerId,
        priceCents: current.priceCents,
        currency: current.currency,
        durationDays: terms.duration_days,
        notes: '',
        milestones: current.milestones,
        paymentPlan: current.paymentPlan,
        hourly: terms.hourly,
        weeklyLimitHours: terms.weekly_limit_hours,
        status: 'ONGOING',
        revision: 1,
        projectId,
      })
      .returning();
    await tx.insert(proposalRevisions).values(revisionValues(proposal!));
    const project = await startProject(tx, request!, proposal!, projectId);
    return {
      set: { requestId: request!.id, proposalId: proposal!.id, projectId },
      notice: offerNotice(current, 'offer_accepted', current.clientId, userId, { project_id: projectId }),
      project,
    };
  });
  const [started] = await toProjects(services.db, [project!]);
  return { offer, project: started! };
}
