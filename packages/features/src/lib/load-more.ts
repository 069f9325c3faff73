import type { InfiniteData } from '@tanstack/react-query';

import type { LoadMore } from './load-more-button';

type Paged<Item> = { items: readonly Item[]; total: number };

/** The parts of a TanStack infinite query a list needs. */
type PagesQueryLike<Item> = {
  data: InfiniteData<Paged<Item>, number> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The items of every page loaded so far, each once: a page read after a new item arrived starts
 * one place later, and repeats the last item of the page before.
 */
export function itemsOfPages<Item extends { id: string }>(data: InfiniteData<Paged<Item>, number>) {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** The load-more state of a paged list, or null while nothing more is to be had. */
export function toLoadMore<Item extends { id: string }>(query: PagesQueryLike<Item>): LoadMore | null {
  if (!query.data || !query.hasNextPage) return null;
  const last = query.data.pages[query.data.pages.length - 1];
  return {
    shown: itemsOfPages(query.data).length,
    total: last?.total ?? 0,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
