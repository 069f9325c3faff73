import { expect } from 'vitest';

type Page = { items: { id: string }[]; total: number; page: number; page_size: number };

/**
 * Reading a list by pages of 2 gives every item once, in the order of one page of 100, with the
 * same total on each page, and an empty page past the end (CALL-PAGING): what "Load more" on the
 * screens relies on (LIST-LOAD-MORE). The list must hold three items or more.
 */
export async function expectPagedWholly(read: (page: number, pageSize: number) => Promise<Page>) {
  const all = await read(1, 100);
  expect(all.total).toBeGreaterThanOrEqual(3);
  expect(all.items).toHaveLength(all.total);
  const pageCount = Math.ceil(all.total / 2);
  const pages: Page[] = [];
  for (let page = 1; page <= pageCount; page += 1) pages.push(await read(page, 2));
  expect(pages.map((page) => [page.page, page.page_size, page.total])).toEqual(
    pages.map((_, index) => [index + 1, 2, all.total]),
  );
  expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
    all.items.map((item) => item.id),
  );
  await expect(read(pageCount + 1, 2)).resolves.toMatchObject({ items: [], total: all.total });
}
