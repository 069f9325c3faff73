import type { Request } from '@lancer/api/schemas/request';
import { numberFormat } from '@lancer/ui/lib/intl-format';

/** Money in minor units without cents ("$1,500"), as budgets and bids read in hiring. */
export const formatWholeMoney = (cents: number, currency: string, language: string) =>
  numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100);

/** A budget range "$500 – $900", the same amount once when min and max agree. */
export function formatBudget(
  request: Pick<Request, 'budget_min_cents' | 'budget_max_cents' | 'currency'>,
  language: string,
) {
  const min = formatWholeMoney(request.budget_min_cents, request.currency, language);
  const max = formatWholeMoney(request.budget_max_cents, request.currency, language);
  return min === max ? min : `${min} – ${max}`;
}
