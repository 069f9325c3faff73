import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Checkbox } from './checkbox';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

export type DataTableColumn<Row> = {
  id: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  className?: string;
};

export type SortState = { column: string; direction: 'asc' | 'desc' } | null;

export type DataTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Visible caption; also the table's accessible name. */
  caption: React.ReactNode;
  /** Shown in place of rows when there are none. */
  empty?: React.ReactNode;
  /** Turns on row checkboxes. */
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (selected: Set<string>) => void;
  defaultSort?: SortState;
  labels?: { selectAll?: string; selectRow?: (row: Row) => string };
  className?: string;
};

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** A table with click/keyboard sorting, optional row selection and an empty state. Sorts on the client. */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  caption,
  empty = 'No results',
  selectable = false,
  selected: controlledSelected,
  onSelectedChange,
  defaultSort = null,
  labels = {},
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [ownSelected, setOwnSelected] = useState<Set<string>>(new Set());
  const selected = controlledSelected ?? ownSelected;
  const setSelected = (next: Set<string>) => {
    if (!controlledSelected) setOwnSelected(next);
    onSelectedChange?.(next);
  };

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const ordered = [...rows].sort((a, b) => compare(value(a), value(b)));
    return sort.direction === 'asc' ? ordered : ordered.reverse();
  }, [rows, columns, sort]);

  const toggleSort = (id: string) =>
    setSort((current) =>
      current?.column !== id
        ? { column: id, direction: 'asc' }
        : current.direction === 'asc'
          ? { column: id, direction: 'desc' }
          : null,
    );

  const allIds = rows.map(getRowId);
  const allChecked = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const someChecked = allIds.some((id) => selected.has(id));

  return (
    <Table data-slot="data-table" className={className}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {selectable && (
            <TableHead className="w-8">
              <Checkbox
                aria-label={labels.selectAll ?? 'Select all rows'}
                checked={allChecked ? true : someChecked ? 'indeterminate' : false}
                disabled={rows.length === 0}
                onCheckedChange={(checked) => setSelected(checked === true ? new Set(allIds) : new Set())}
              />
            </TableHead>
          )}
          {columns.map((column) => {
            const direction = sort?.column === column.id ? sort.direction : null;
            return (
              <TableHead
                key={column.id}
                className={column.className}
                aria-sort={
                  column.sortValue
                    ? direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
              >
                {column.sortValue ? (
                  <button
                    type="button"
                    data-slot="data-table-sort"
                    onClick={() => toggleSort(column.id)}
                    className="-ml-2 inline-flex h-8 items-center gap-1 rounded-md px-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {column.header}
                    {direction === 'asc' ? (
                      <ArrowUpIcon aria-hidden className="size-3.5" />
                    ) : direction === 'desc' ? (
                      <ArrowDownIcon aria-hidden className="size-3.5" />
                    ) : (
                      <ArrowUpDownIcon aria-hidden className="size-3.5 opacity-50" />
                    )}
                  </button>
                ) : (
                  column.header
                )}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.length === 0 ? (
          <TableRow>
            <TableCell
              colSpan={columns.length + (selectable ? 1 : 0)}
              className="h-24 text-center text-muted-foreground"
            >
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          sorted.map((row) => {
            const id = getRowId(row);
            const isSelected = selected.has(id);
            return (
              <TableRow
                key={id}
                data-state={isSelected ? 'selected' : undefined}
                aria-selected={selectable ? isSelected : undefined}
              >
                {selectable && (
                  <TableCell>
                    <Checkbox
                      aria-label={labels.selectRow?.(row) ?? `Select row ${id}`}
                      checked={isSelected}
                      onCheckedChange={(checked) => {
                        const next = new Set(selected);
                        if (checked === true) next.add(id);
                        else next.delete(id);
                        setSelected(next);
                      }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.id} className={cn(column.className)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
