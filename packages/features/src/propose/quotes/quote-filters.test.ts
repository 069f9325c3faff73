import { describe, expect, it } from 'vitest';

import { parseQuoteFilters, quoteFiltersSearch } from './quote-filters';

describe('quotes filters in the address', () => {
  it('round-trips scope, status and page, leaving defaults out', () => {
    const filters = parseQuoteFilters('?scope=received&status=APPLYING&page=2');
    expect(filters).toEqual({ scope: 'received', status: 'APPLYING', page: 2 });
    expect(quoteFiltersSearch(filters)).toBe('?scope=received&status=APPLYING&page=2');
    expect(quoteFiltersSearch(parseQuoteFilters(''))).toBe('');
  });

  it('drops values it cannot use instead of failing', () => {
    expect(parseQuoteFilters('?scope=mine&status=WON&page=-3')).toEqual({
      scope: 'sent',
      status: '',
      page: 1,
    });
  });
});
