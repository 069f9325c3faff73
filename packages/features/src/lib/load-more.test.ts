import { describe, expect, it } from 'vitest';

import { nextPageOf } from '@lancer/api/react/operation-pages';

import { itemsOfPages, toLoadMore } from './load-more';

const pageOf = (page: number, ids: string[], total: number) => ({
  items: ids.map((id) => ({ id })),
  total,
  page,
  page_size: 2,
});

describe('a list that loads page after page (LIST-LOAD-MORE)', () => {
  it('asks for the next page only while the pages so far fall short of the total', () => {
    expect(nextPageOf({ page: 1, page_size: 2, total: 3 })).toBe(2);
    expect(nextPageOf({ page: 2, page_size: 2, total: 3 })).toBeUndefined();
    expect(nextPageOf({ page: 1, page_size: 2, total: 2 })).toBeUndefined();
    expect(nextPageOf({ page: 1, page_size: 2, total: 0 })).toBeUndefined();
  });

  it('shows each item once when a page read after a new item repeats the last one of the page before', () => {
    const data = { pages: [pageOf(1, ['a', 'b'], 4), pageOf(2, ['b', 'c'], 4)], pageParams: [1, 2] };
    expect(itemsOfPages(data).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('offers the next page with how many are shown of how many, and nothing once all are there', () => {
    const fetchNextPage = () => undefined;
    const data = { pages: [pageOf(1, ['a', 'b'], 3)], pageParams: [1] };
    expect(toLoadMore({ data, hasNextPage: true, isFetchingNextPage: false, fetchNextPage })).toMatchObject({
      shown: 2,
      total: 3,
      loading: false,
    });
    expect(toLoadMore({ data, hasNextPage: false, isFetchingNextPage: false, fetchNextPage })).toBeNull();
    expect(
      toLoadMore({ data: undefined, hasNextPage: false, isFetchingNextPage: false, fetchNextPage }),
    ).toBeNull();
  });
});
