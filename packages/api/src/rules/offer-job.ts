import type { expectedDurations } from '../schemas/request';
import { offerAsProposalTerms } from './offer';
import { offerPriceCents, type OfferTerms } from './offer-terms';

/**
 * The hidden job behind an accepted offer (decision 2202), written alike by the server and the
 * mocks: an invite-only post of the client's under the offer's title, never in search and never
 * matching a saved search (Upwork makes the same private job post).
 */

/** The category of the hidden job behind an accepted offer. */
export const OFFER_JOB_CATEGORY = 'Direct offer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An offer's plain-text description as a job post's HTML: a paragraph per blank-line-separated block. */
const descriptionHtml = (offer: { title: string; description: string }) =>
  (offer.description.trim() ? offer.description : offer.title)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The job post's expected duration nearest an offer's days of work. */
function expectedDurationOf(days: number): (typeof expectedDurations)[number] {
  if (days < 7) return 'less_than_1_week';
  if (days <= 31) return '1_to_4_weeks';
  if (days <= 92) return '1_to_3_months';
  if (days <= 183) return '3_to_6_months';
  return 'more_than_6_months';
}

/** The hidden job's fields, and the proposal terms (offerAsProposalTerms) it was worked out from. */
export function offerJob(
  offer: OfferTerms & { title: string; description: string; currency: string; start_date: string },
) {
  const terms = offerAsProposalTerms(offer);
  const budget = offer.hourly ? offer.hourly.rate_cents : offerPriceCents(offer);
  return {
    terms,
    job: {
      title: offer.title,
      description_html: descriptionHtml(offer),
      category: OFFER_JOB_CATEGORY,
      skills: [] as string[],
      budget_type: offer.hourly ? ('hourly' as const) : ('fixed' as const),
      budget_min_cents: budget,
      budget_max_cents: budget,
      currency: offer.currency,
      expected_duration: expectedDurationOf(terms.duration_days),
      visibility: 'invite_only' as const,
    },
  };
}
