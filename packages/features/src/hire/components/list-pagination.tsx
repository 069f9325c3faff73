import { Pagination } from '@lancer/ui/components/pagination';

type ListPaginationProps = {
  /** Where the list is: a paged answer's page, page size and total. */
  page: { page: number; page_size: number; total: number };
  onPageChange: (page: number) => void;
};

/** Paging under a list, shown only when there is more than one page. */
export function ListPagination({ page, onPageChange }: ListPaginationProps) {
  if (page.total <= page.page_size) return null;
  return (
    <Pagination
      page={page.page}
      pageCount={Math.ceil(page.total / page.page_size)}
      onPageChange={onPageChange}
    />
  );
}
