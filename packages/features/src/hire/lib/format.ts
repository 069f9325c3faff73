import type { Request } from '@lancer/api/schemas/request';

/** Money in minor units, in the reader's language. */
export const formatMoney = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    cents / 100,
  );

/** A budget range "$500 – $900", the same amount once when min and max agree. */
export function formatBudget(
  request: Pick<Request, 'budget_min_cents' | 'budget_max_cents' | 'currency'>,
  language: string,
) {
  const min = formatMoney(request.budget_min_cents, request.currency, language);
  const max = formatMoney(request.budget_max_cents, request.currency, language);
  return min === max ? min : `${min} – ${max}`;
}

/** A day in the reader's language; UTC so it reads the same everywhere. */
export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
