import { Pagination } from '@lancer/ui/components/pagination';

type ListPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Paging under a list, shown only when there is more than one page. */
export function ListPagination({ page, pageSize, total, onPageChange }: ListPaginationProps) {
  if (total <= pageSize) return null;
  return <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPageChange={onPageChange} />;
}
