import { z } from 'zod';

import { MAX_MILESTONES } from '@lancer/api/rules/proposal-milestones';
import { offerPriceCents } from '@lancer/api/rules/offer-terms';
import {
  reviseOfferBodySchema,
  sendOfferBodySchema,
  type Offer,
  type OfferHourlyTerms,
} from '@lancer/api/schemas/offer';
import { paymentPlanSchema, type PaymentPlan } from '@lancer/api/schemas/proposal';

import {
  amountText,
  blankMilestone,
  centsOf,
  checkMilestoneDrafts,
  countedCents,
  issuePath,
  milestoneDraftsOf,
  plannedMilestonesOf,
  type MilestoneDraft,
} from '../../lib/milestone-draft';
import { parseFormBody } from '../../lib/parse-form-body';

/**
 * The offer form's values as typed (amounts and hours as text, so the total follows every key), and
 * their conversion to the call's body, parsed by the contract's own sendOfferBodySchema or
 * reviseOfferBodySchema (decision 2202).
 */

/** "Expires in": the days a client may pick (the contract takes 1 to 30). */
export const EXPIRY_CHOICES = ['1', '3', '7', '14', '30'] as const;

export type OfferKind = 'fixed' | 'hourly';

export type OfferDraft = {
  title: string;
  description: string;
  kind: OfferKind;
  milestones: MilestoneDraft[];
  rate: string;
  weekly_limit: string;
  start_date: string;
  expires_in_days: (typeof EXPIRY_CHOICES)[number];
  /** Not on the form: a revision sends the offer's own plan again. */
  payment_plan: PaymentPlan;
  /** A revision's note to the provider. */
  note: string;
};

export type SendOfferBody = z.output<typeof sendOfferBodySchema>;
export type ReviseOfferBody = z.output<typeof reviseOfferBodySchema>;

/**
 * A new offer: fixed price with one blank milestone, starting `today`; the provider's own hourly
 * rate ready for hourly.
 */
export const blankOfferDraft = (providerHourly: number | null, today: string): OfferDraft => ({
  title: '',
  description: '',
  kind: 'fixed',
  milestones: [blankMilestone()],
  rate: providerHourly ? amountText(Math.round(providerHourly * 100)) : '',
  weekly_limit: '',
  start_date: today,
  expires_in_days: '7',
  payment_plan: 'per_milestone',
  note: '',
});

/** The form filled in from an offer, to revise it: every term as it stands, the expiry at 7 days again. */
export const offerDraftOf = (offer: Offer): OfferDraft => ({
  title: offer.title,
  description: offer.description,
  kind: offer.hourly ? 'hourly' : 'fixed',
  milestones: offer.hourly ? [blankMilestone()] : milestoneDraftsOf(offer.milestones),
  rate: offer.hourly ? amountText(offer.hourly.rate_cents) : '',
  weekly_limit: offer.hourly ? String(offer.hourly.weekly_limit_hours) : '',
  start_date: offer.start_date,
  expires_in_days: '7',
  payment_plan: offer.payment_plan,
  note: '',
});

const hoursOf = (text: string) => Number(text.trim() || Number.NaN);

/** An hourly offer's terms as typed (NaN where unreadable); null on a fixed-price offer. */
const hourlyOf = (draft: OfferDraft): OfferHourlyTerms | null =>
  draft.kind === 'hourly'
    ? { rate_cents: centsOf(draft.rate), weekly_limit_hours: hoursOf(draft.weekly_limit) }
    : null;

/**
 * What the offer is worth as typed (offerPriceCents): the milestones' sum, or a week at the limit;
 * unreadable amounts count as 0.
 */
export function draftTotalCents(draft: OfferDraft) {
  const hourly = hourlyOf(draft);
  const total = offerPriceCents({
    hourly: hourly && {
      rate_cents: countedCents(draft.rate),
      weekly_limit_hours: Number.isInteger(hourly.weekly_limit_hours) ? hourly.weekly_limit_hours : 0,
    },
    milestones: draft.milestones.map((milestone) => ({
      amount_cents: countedCents(milestone.amount),
      due_date: milestone.due_date,
    })),
  });
  return Number.isFinite(total) ? total : 0;
}

/**
 * Error keys (texts under sendOffer.errors) by form path: what a client most often leaves out, said
 * in the reader's language before the contract reads the body.
 */
function checkDraft(draft: OfferDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.title.trim()) errors.title = 'title';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.start_date)) errors.start_date = 'startDate';
  if (draft.kind === 'hourly') {
    if (!(centsOf(draft.rate) >= 100)) errors.rate = 'rate';
    const hours = hoursOf(draft.weekly_limit);
    if (!Number.isInteger(hours) || hours < 1 || hours > 80) errors.weekly_limit = 'weeklyLimit';
    return errors;
  }
  if (draft.milestones.length === 0) errors.milestones = 'noMilestones';
  if (draft.milestones.length > MAX_MILESTONES) errors.milestones = 'tooManyMilestones';
  checkMilestoneDrafts(draft.milestones, errors);
  return errors;
}

/**
 * The form path of a field the contract or the server names (`hourly.rate_cents` -> `rate`);
 * undefined for one the form has no field for (`provider_id`: the form's alert says it).
 */
export function offerPathOf(field: string): string | undefined {
  const [head, index, leaf] = field.split('.');
  if (head === 'hourly') return index === 'weekly_limit_hours' ? 'weekly_limit' : 'rate';
  if (head === 'milestones')
    return index !== undefined && leaf !== undefined
      ? `milestones.${index}.${leaf === 'amount_cents' ? 'amount' : leaf}`
      : 'milestones';
  return ['title', 'description', 'start_date', 'expires_in_days', 'note'].includes(field)
    ? field
    : undefined;
}

/** The offer's fields as the call takes them. */
const fieldsOf = (draft: OfferDraft) => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  currency: 'USD',
  milestones: draft.kind === 'hourly' ? [] : plannedMilestonesOf(draft.milestones),
  payment_plan: draft.payment_plan,
  hourly: hourlyOf(draft),
  start_date: draft.start_date,
  expires_in_days: Number(draft.expires_in_days),
});

const draftSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    kind: z.enum(['fixed', 'hourly']),
    milestones: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        description: z.string(),
        amount: z.string(),
        due_date: z.string(),
      }),
    ),
    rate: z.string(),
    weekly_limit: z.string(),
    start_date: z.string(),
    expires_in_days: z.enum(EXPIRY_CHOICES),
    payment_plan: paymentPlanSchema,
    note: z.string(),
  })
  .superRefine((draft, ctx) => {
    for (const [path, key] of Object.entries(checkDraft(draft)))
      ctx.addIssue({ code: 'custom', message: `errors.${key}`, path: issuePath(path) });
  });

/** A contract issue on a field the form does not have goes on the form's root (its alert). */
const formPathOf = (path: string) => offerPathOf(path) ?? 'root';

/**
 * The send form's schema (react-hook-form's resolver): the typed values checked, then the call's
 * body parsed by sendOfferBodySchema; its output is the body that is sent.
 */
export const sendOfferFormSchema = (providerId: string) =>
  draftSchema.transform((draft, ctx): SendOfferBody =>
    parseFormBody(sendOfferBodySchema, { ...fieldsOf(draft), provider_id: providerId }, ctx, formPathOf),
  );

/** The revise form's schema: the same, with the offer and the note, parsed by reviseOfferBodySchema. */
export const reviseOfferFormSchema = (offerId: string) =>
  draftSchema.transform((draft, ctx): ReviseOfferBody =>
    parseFormBody(
      reviseOfferBodySchema,
      { ...fieldsOf(draft), offer_id: offerId, note: draft.note.trim() },
      ctx,
      formPathOf,
    ),
  );
