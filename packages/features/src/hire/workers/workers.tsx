import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useSendInvitation } from '@lancer/api/invitation/send-invitation';
import { useSearchRequestPages } from '@lancer/api/request/search-requests';
import type { WorkerSearchFilters } from '@lancer/api/schemas/saved-search';
import type { PublicUser } from '@lancer/api/schemas/user';
import { useFetchPortfolio } from '@lancer/api/review/fetch-portfolio';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useFetchProfileForUser } from '@lancer/api/user/fetch-profile-for-user';
import { useSearchForUsers } from '@lancer/api/user/search-for-users';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { parseWorkerSearch } from '../../lib/saved-search-address';
import { toLoadable } from '../../lib/to-loadable';
import { useSaveSearch } from '../../lib/use-saved-searches';
import { SaveToTalentList } from '../../components/save-to-talent-list';
import { SendOfferButton } from '../../components/send-offer-button';
import { paths } from '../../navigation/paths';
import { fullName } from './components/worker-card';
import type { WorkerFilters } from './components/worker-filters';
import { WorkersView } from './workers-view';

const PAGE_SIZE = 10;

/** The page's filters from its address (?find=, and a saved search's, decision 2200). */
function filtersOf(search: string): WorkerFilters {
  const saved = parseWorkerSearch(search);
  return {
    condition: saved.condition,
    hourlyMin: saved.hourly_min,
    hourlyMax: saved.hourly_max,
    readyOnly: saved.ready,
    jobSuccessMin: saved.job_success_min,
    ratingMin: saved.rating_min,
    sort: saved.sort,
  };
}

/** What a saved search keeps of these filters. */
const toSavedFilters = (filters: WorkerFilters): WorkerSearchFilters => ({
  target: 'workers',
  condition: filters.condition,
  hourly_min: filters.hourlyMin,
  hourly_max: filters.hourlyMax,
  ready: filters.readyOnly,
  job_success_min: filters.jobSuccessMin,
  rating_min: filters.ratingMin,
  sort: filters.sort,
});

/**
 * Workers (/workers): browse providers who accept requests and invite them to my jobs; the address's
 * `search` starts the search (?find= a provider's FLID, from "Invite to a job" on their public
 * profile, or a saved search's filters); the current one can be saved by name.
 */
export function Workers({ search = '' }: { search?: string }) {
  const [filters, setFilters] = useState(() => filtersOf(search));
  const saveSearch = useSaveSearch(toSavedFilters(filters));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<PublicUser | null>(null);
  const workers = useSearchForUsers({
    accepting: 'true',
    page,
    page_size: PAGE_SIZE,
    ...(filters.condition ? { condition: filters.condition } : {}),
    ...(filters.hourlyMin !== null ? { hourly_min: filters.hourlyMin } : {}),
    ...(filters.hourlyMax !== null ? { hourly_max: filters.hourlyMax } : {}),
    ...(filters.readyOnly ? { ready: 'true' as const } : {}),
    ...(filters.jobSuccessMin !== null ? { job_success_min: filters.jobSuccessMin } : {}),
    ...(filters.ratingMin !== null ? { rating_min: filters.ratingMin } : {}),
    ...(filters.sort !== 'flid' ? { sort: filters.sort } : {}),
  });
  // LIST-LOAD-MORE: the jobs to invite to, a page at a time, never a silent cut at the first hundred.
  const openJobs = useSearchRequestPages(
    { scope: 'mine', status: 'RECRUITING', page_size: 20 },
    { enabled: selected !== null },
  );
  const profile = useFetchProfileForUser({ id: selected?.user_id ?? '' }, { enabled: selected !== null });
  const portfolio = useFetchPortfolio({ flid: selected?.flid ?? '' }, { enabled: selected !== null });
  const send = useSendInvitation();
  // Nobody offers themselves a contract: no "Send an offer" on one's own card (nor before it is known whose that is).
  const me = useFetchProfile().data?.account.basic.user_id;
  return (
    <WorkersView
      filters={filters}
      saveSearch={saveSearch}
      workers={toLoadable(workers)}
      selected={selected}
      badges={toLoadable(profile, (user) => user.badges)}
      portfolio={toLoadable(portfolio, (answer) => answer.items)}
      openJobs={toLoadable(openJobs, itemsOfPages)}
      moreOpenJobs={toLoadMore(openJobs)}
      invite={{
        sending: send.isPending,
        sent: send.data?.request.title ?? null,
        error: send.error ? userMessageOf(send.error) : null,
      }}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      onPageChange={setPage}
      onOpen={(worker) => {
        send.reset();
        setSelected(worker);
      }}
      onCloseProfile={() => setSelected(null)}
      renderSave={(worker) => (
        <SaveToTalentList providerId={worker.user_id} providerName={fullName(worker)} />
      )}
      renderOffer={(worker) =>
        me && worker.user_id !== me ? (
          <SendOfferButton href={paths.sendOffer.getHref(worker.user_id)} name={fullName(worker)} size="sm" />
        ) : null
      }
      onInvite={(requestId, message) =>
        selected && send.mutate({ body: { request_id: requestId, provider_id: selected.user_id, message } })
      }
    />
  );
}
