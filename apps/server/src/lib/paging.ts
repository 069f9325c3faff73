export type PageQuery = { page: number; page_size: number };

export const pageWindow = ({ page, page_size }: PageQuery) => ({
  limit: page_size,
  offset: (page - 1) * page_size,
});

export const paged = <T>(items: T[], total: number, query: PageQuery) => ({
  items,
  total,
  page: query.page,
  page_size: query.page_size,
});
