import { useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../lib/use-load-state-labels';

type ConsolePageProps<T> = {
  title: string;
  description: string;
  /** What sits between the header and the list: a filter, a search, an open item's panel. */
  children?: React.ReactNode;
  /** The list's accessible name (and its hidden heading). */
  listLabel: string;
  items: Loadable<readonly T[]>;
  empty: { title: string; description: string };
  errorTitle: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  listClassName?: string;
  itemClassName?: string;
  /** Pages of the list, when it has them. */
  pagination?: { page: number; pageCount: number; onPageChange: (page: number) => void };
};

/** A console page (decision 1530): its header, its controls, one list in its load states, pages. */
export function ConsolePage<T>({
  title,
  description,
  children,
  listLabel,
  items,
  empty,
  errorTitle,
  itemKey,
  renderItem,
  listClassName = 'flex flex-col gap-3',
  itemClassName,
  pagination,
}: ConsolePageProps<T>) {
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-10 sm:px-6">
      <PageHeader title={title} description={description} className="pb-2" />
      {children}
      <h2 className="sr-only">{listLabel}</h2>
      <LoadState
        state={items}
        isEmpty={(list) => list.length === 0}
        empty={empty}
        errorTitle={errorTitle}
        {...labels}
      >
        {(list) => (
          <ul aria-label={listLabel} className={listClassName}>
            {list.map((item) => (
              <li key={itemKey(item)} className={itemClassName}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {pagination ? <Pagination {...pagination} /> : null}
    </div>
  );
}

/** One choice of a console list's filters or order (open/closed, age/amount). */
export function ConsoleToggle<V extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  optionLabel: (value: V) => string;
}) {
  return (
    <ToggleGroup
      type="single"
      variant="outline"
      aria-label={label}
      value={value}
      onValueChange={(next) => next && onChange(next as V)}
      className="self-start"
    >
      {options.map((option) => (
        <ToggleGroupItem key={option} value={option}>
          {optionLabel(option)}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}

/** The console's search box: submitted, not per keystroke; what was sent stays typed. */
export function ConsoleSearch({
  keyPrefix,
  query,
  onSearch,
}: {
  /** Where its words are in console.json: `<keyPrefix>.search`, `.searchPlaceholder`, `.searchButton`. */
  keyPrefix: 'users' | 'payments' | 'content';
  /** The search sent. */
  query: string;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation('console', { keyPrefix });
  const label = t('search');
  const [typed, setTyped] = useState(query);
  return (
    <form
      role="search"
      aria-label={label}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={t('searchPlaceholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">{t('searchButton')}</Button>
    </form>
  );
}
