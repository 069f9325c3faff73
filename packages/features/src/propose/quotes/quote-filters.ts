import type { ProposalStatus } from '@lancer/api/schemas/proposal';
import { proposalStatuses } from '@lancer/api/states/proposal';

import type { QuoteScope } from './components/quote-row';

/** What Quotes shows: whose proposals, which status ('' for any), which page. */
export type QuoteFilters = { scope: QuoteScope; status: ProposalStatus | ''; page: number };

/** Reads the filters from the address (?scope=received&status=APPLYING&page=2); what it cannot use falls back. */
export function parseQuoteFilters(search: string): QuoteFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    scope: params.get('scope') === 'received' ? 'received' : 'sent',
    status: (proposalStatuses as readonly string[]).includes(status) ? (status as ProposalStatus) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as a query string, defaults left out ('' for the defaults alone). */
export function quoteFiltersSearch(filters: QuoteFilters): string {
  const params = new URLSearchParams();
  if (filters.scope !== 'sent') params.set('scope', filters.scope);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
