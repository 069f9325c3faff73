import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SavedSearch, SavedSearchFilters } from '@lancer/api/schemas/saved-search';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lancer/ui/components/card';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { formatMoney } from '../lib/format';
import { savedSearchHref } from '../lib/saved-search-address';
import { useLoadStateLabels } from '../lib/use-load-state-labels';
import { AppLink } from '../navigation/app-link';
import { SearchNameDialog, type SaveSearchState } from './save-search-button';

export type SavedSearchesListProps = {
  /** Which searches the hub lists: a provider's jobs searches, a client's workers searches. */
  target: SavedSearchFilters['target'];
  searches: Loadable<readonly SavedSearch[]>;
  /** The rename under way or just failed, and of which search. */
  rename: { id: string; state: SaveSearchState } | null;
  deletingId: string | null;
  /** The last delete's refusal. */
  deleteFailed: string | null;
  onRename: (search: SavedSearch, name: string) => void;
  onDelete: (search: SavedSearch) => void;
};

/** What a search looks for, in a few words: its keyword, category, skills, budget or rate. */
function useFilterWords(filters: SavedSearchFilters) {
  const { t, i18n } = useTranslation('common', { keyPrefix: 'savedSearch' });
  const money = (cents: number) => formatMoney(cents, 'USD', i18n.language);
  if (filters.target === 'jobs') {
    const { budget_min_cents: min, budget_max_cents: max } = filters;
    return [
      filters.keyword && `“${filters.keyword}”`,
      filters.category,
      filters.skills.join(', '),
      filters.budget_type && t(`type.${filters.budget_type}`),
      min !== null && max !== null
        ? `${money(min)} – ${money(max)}`
        : min !== null
          ? t('atLeast', { amount: money(min) })
          : max !== null
            ? t('atMost', { amount: money(max) })
            : '',
    ].filter(Boolean);
  }
  return [
    filters.condition && `“${filters.condition}”`,
    filters.hourly_min !== null && t('rateFrom', { amount: money(filters.hourly_min * 100) }),
    filters.hourly_max !== null && t('rateTo', { amount: money(filters.hourly_max * 100) }),
    filters.ready && t('readyOnly'),
    filters.job_success_min !== null && t('successAtLeast', { percent: filters.job_success_min }),
    filters.rating_min !== null && t('ratingAtLeast', { rating: filters.rating_min }),
  ].filter(Boolean);
}

function SavedSearchRow({
  search,
  ...props
}: Omit<SavedSearchesListProps, 'searches' | 'target'> & { search: SavedSearch }) {
  const { t } = useTranslation('common', { keyPrefix: 'savedSearch' });
  const [renaming, setRenaming] = useState(false);
  const words = useFilterWords(search.filters);
  const rename = props.rename?.id === search.id ? props.rename.state : ({ status: 'idle' } as const);
  if (renaming && rename.status === 'saved') setRenaming(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="saved-search">
      <div className="flex min-w-0 flex-col gap-1">
        <AppLink to={savedSearchHref(search.filters)} className="font-medium break-words hover:underline">
          {search.name}
        </AppLink>
        <p className="text-sm break-words text-muted-foreground">{words.join(' · ') || t('everything')}</p>
        {search.filters.target === 'jobs' ? (
          <p className="text-xs text-muted-foreground">{t('matches', { count: search.match_count })}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button asChild size="sm">
          <AppLink to={savedSearchHref(search.filters)} aria-label={t('openNamed', { name: search.name })}>
            {t('open')}
          </AppLink>
        </Button>
        <SearchNameDialog
          open={renaming}
          onOpenChange={setRenaming}
          title={t('renameTitle')}
          submitLabel={t('rename')}
          defaultName={search.name}
          state={rename}
          onSubmit={(name) => props.onRename(search, name)}
          trigger={
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t('renameNamed', { name: search.name })}
            >
              {t('rename')}
            </Button>
          }
        />
        <ConfirmButton
          label={t('delete')}
          ariaLabel={t('deleteNamed', { name: search.name })}
          title={t('deleteTitle')}
          description={t('deleteBody', { name: search.name })}
          confirm={t('delete')}
          cancel={t('cancel')}
          variant="destructive"
          loading={props.deletingId === search.id}
          onConfirm={() => props.onDelete(search)}
        />
      </div>
    </li>
  );
}

/** The hub's saved searches (decision 2200): open one (its page with its filters), rename, delete. */
export function SavedSearchesList({ target, searches, ...props }: SavedSearchesListProps) {
  const { t } = useTranslation('common', { keyPrefix: 'savedSearch' });
  const loadLabels = useLoadStateLabels();
  return (
    <Card data-slot="saved-searches">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t(target === 'jobs' ? 'leadJobs' : 'leadWorkers')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState
          state={searches}
          errorTitle={t('loadFailed')}
          isEmpty={(items) => items.length === 0}
          empty={{ title: t('emptyTitle'), description: t(target === 'jobs' ? 'emptyJobs' : 'emptyWorkers') }}
          {...loadLabels}
        >
          {(items) => (
            <>
              {props.deleteFailed ? (
                <p role="alert" className="text-sm text-destructive">
                  {t('deleteFailed', { reason: props.deleteFailed })}
                </p>
              ) : null}
              <ul className="divide-y">
                {items.map((search) => (
                  <SavedSearchRow key={search.id} search={search} {...props} />
                ))}
              </ul>
            </>
          )}
        </LoadState>
      </CardContent>
    </Card>
  );
}
