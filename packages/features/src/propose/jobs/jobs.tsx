import { useQueries } from '@tanstack/react-query';

import { useApiClient } from '@lancer/api/react/api-client-context';
import { useFetchRequest } from '@lancer/api/request/fetch-request';
import { useFetchSavedJobs } from '@lancer/api/request/fetch-saved-jobs';
import { useSaveJob } from '@lancer/api/request/save-job';
import { useSearchRequests } from '@lancer/api/request/search-requests';
import type { Request } from '@lancer/api/schemas/request';
import { useUnsaveJob } from '@lancer/api/request/unsave-job';
import { fetchClientReputationQueryOptions } from '@lancer/api/review/fetch-client-reputation';

import { toLoadable } from '../../lib/to-loadable';
import { ReportButton } from '../../components/report-button';
import { useTranslateInPlace } from '../../lib/use-translate-in-place';
import { useSaveSearch } from '../../lib/use-saved-searches';
import { jobFiltersSearch, parseJobFilters, toSavedFilters, toSearchQuery } from './job-filters';
import { JobsView } from './jobs-view';

export type JobsProps = {
  /** The page address's query string: the search lives there. */
  search: string;
  /** Goes to the new search (a history entry, so Back returns to the previous one). */
  onSearchChange: (search: string) => void;
  /** YYYY-MM-DD the "posted within" filter counts back from; today by default. */
  today?: string;
  /** The signed-in user: their own posts offer no Report (nobody reports their own, decision 1504). */
  currentUserId?: string | null;
};

/** /jobs, connected. */
export function Jobs({
  search,
  onSearchChange,
  today = new Date().toISOString().slice(0, 10),
  currentUserId = null,
}: JobsProps) {
  const filters = parseJobFilters(search);
  const results = useSearchRequests(toSearchQuery(filters, today), { enabled: filters.tab === 'search' });
  const saved = useFetchSavedJobs({ page: 1, page_size: 50 }, { enabled: filters.tab === 'saved' });
  const detail = useFetchRequest({ request_id: filters.job }, { enabled: Boolean(filters.job) });
  const post = detail.data ? [detail.data.title, detail.data.description_html] : [];
  // The language is told by the words, not the markup's tag names.
  const detailTranslation = useTranslateInPlace(post, post.join('\n').replace(/<[^>]*>/g, ' '));
  const clientReputations = useClientReputations([
    ...(filters.tab === 'search' ? (results.data?.items ?? []) : []),
    ...(filters.tab === 'saved' ? (saved.data?.items ?? []).map((item) => item.request) : []),
    ...(detail.data ? [detail.data] : []),
  ]);
  const save = useSaveJob();
  const unsave = useUnsaveJob();
  const saveSearch = useSaveSearch(toSavedFilters(filters));
  const pending = save.isPending ? save.variables : unsave.isPending ? unsave.variables : undefined;
  return (
    <JobsView
      filters={filters}
      onFiltersChange={(next) => onSearchChange(jobFiltersSearch(next))}
      results={toLoadable(results)}
      saved={toLoadable(saved)}
      detail={filters.job ? toLoadable(detail) : null}
      detailTranslation={detailTranslation}
      savePendingId={pending?.body.request_id ?? null}
      clientReputations={clientReputations}
      saveSearch={saveSearch}
      onToggleSave={(request) => (request.saved ? unsave : save).mutate({ body: { request_id: request.id } })}
      renderReport={(request) =>
        request.client.user_id === currentUserId ? null : (
          <ReportButton targetType="job_post" targetId={request.id} className="self-start" />
        )
      }
    />
  );
}

/**
 * CLIENT-REPUTATION (decision 1350): one call per client on the page (a page holds ten jobs; a client's
 * jobs share it), cached by React Query, as the request hub loads its providers' profiles.
 */
function useClientReputations(requests: readonly Request[]) {
  const client = useApiClient();
  const clientIds = [...new Set(requests.map((request) => request.client.user_id))];
  const answers = useQueries({
    queries: clientIds.map((id) => fetchClientReputationQueryOptions(client, { client_id: id })),
  });
  return Object.fromEntries(clientIds.map((id, index) => [id, answers[index]?.data]));
}
