import { formatMoney } from '../../lib/format';

/** A job's budget: "$800.00 – $1,500.00", with "/ h" for hourly ones (the caller's text). */
export const formatBudget = (
  request: { budget_min_cents: number; budget_max_cents: number; currency: string },
  language: string,
) =>
  request.budget_min_cents === request.budget_max_cents
    ? formatMoney(request.budget_max_cents, request.currency, language)
    : `${formatMoney(request.budget_min_cents, request.currency, language)} – ${formatMoney(request.budget_max_cents, request.currency, language)}`;
