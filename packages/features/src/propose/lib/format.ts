/** Money in minor units, in the reader's language. */
export const formatMoney = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A calendar day (YYYY-MM-DD or an ISO instant) in the reader's language, read in UTC. */
export const formatDay = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** A job's budget: "$800.00 – $1,500.00", with "/ h" for hourly ones (the caller's text). */
export const formatBudget = (
  request: { budget_min_cents: number; budget_max_cents: number; currency: string },
  language: string,
) =>
  request.budget_min_cents === request.budget_max_cents
    ? formatMoney(request.budget_max_cents, request.currency, language)
    : `${formatMoney(request.budget_min_cents, request.currency, language)} – ${formatMoney(request.budget_max_cents, request.currency, language)}`;
