import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import type { ApiClient } from '@lancer/api/client';
import { ApiError } from '@lancer/api/http/api-error';
import {
  fetchPublicProfileQueryOptions,
  useFetchPublicProfile,
} from '@lancer/api/review/fetch-public-profile';
import { fetchPortfolioQueryOptions, useFetchPortfolio } from '@lancer/api/review/fetch-portfolio';
import { fetchUserReviewPagesOptions, useFetchUserReviewPages } from '@lancer/api/review/fetch-user-reviews';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { ProviderProfileView } from './provider-profile-view';

/**
 * Only a signed-in visitor may report (decision 1504), and only after hydrating: the dialog, its form
 * and the report schemas load then, not with a guest's page (decision 1381).
 */
const ReportButton = lazy(async () => ({
  default: (await import('../../components/report-button')).ReportButton,
}));

/** "Save" to a talent list (decision 2201): a signed-in visitor's, loaded after hydrating like Report. */
const SaveToTalentList = lazy(async () => ({
  default: (await import('../../components/save-to-talent-list')).SaveToTalentList,
}));

const REVIEWS_PAGE_SIZE = 20;

/**
 * Asks for what the profile shows first (the profile, its portfolio, the first page of reviews) under the keys its
 * hooks use: the API renders the page with these answers and hands them to the browser, which then
 * asks for nothing (decision 1330). Throws when either call fails (a hidden or unknown FLID is 404).
 */
export async function prefetchProviderProfile(
  queryClient: QueryClient,
  client: Pick<ApiClient, 'call'>,
  flid: string,
) {
  const api = client as ApiClient;
  await Promise.all([
    queryClient.fetchQuery(fetchPublicProfileQueryOptions(api, { flid })),
    queryClient.fetchQuery(fetchPortfolioQueryOptions(api, { flid })),
    queryClient.fetchInfiniteQuery(fetchUserReviewPagesOptions(api, { flid, page_size: REVIEWS_PAGE_SIZE })),
  ]);
}

/**
 * A provider's public profile (/providers/{flid}), with their public reviews a page at a time;
 * `inviteHref` for a signed-in visitor, `offerHref` for anyone but the provider themselves.
 */
export function ProviderProfile({
  flid,
  inviteHref = null,
  offerHref,
  canReport = false,
  currentUserId = null,
}: {
  flid: string;
  inviteHref?: string | null;
  /**
   * Where "Send an offer" leads for this provider (decision 2202): the form for a signed-in visitor,
   * sign-in on the way to it for a guest; null on one's own profile.
   */
  offerHref?: (providerId: string) => string | null;
  /**
   * A signed-in visitor may report the profile and its reviews (decision 1504) and save the provider
   * to a talent list (decision 2201); a guest may not.
   */
  canReport?: boolean;
  /** The signed-in visitor: their own profile and reviews offer no Report (nobody reports their own). */
  currentUserId?: string | null;
}) {
  const profile = useFetchPublicProfile({ flid });
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  const reviews = useFetchUserReviewPages({ flid, page_size: REVIEWS_PAGE_SIZE }, { enabled: !notFound });
  const portfolio = useFetchPortfolio({ flid }, { enabled: !notFound });
  return (
    <ProviderProfileView
      profile={toLoadable(profile)}
      notFound={notFound}
      reviews={toLoadable(reviews, itemsOfPages)}
      moreReviews={toLoadMore(reviews)}
      portfolio={toLoadable(portfolio, (answer) => answer.items)}
      inviteHref={inviteHref}
      offerHrefOf={offerHref}
      renderSave={
        canReport
          ? (userId, name) =>
              userId === currentUserId ? null : (
                <Suspense fallback={null}>
                  <SaveToTalentList providerId={userId} providerName={name} size="default" />
                </Suspense>
              )
          : undefined
      }
      renderReport={
        canReport
          ? (targetType, targetId, ownerId) =>
              ownerId === currentUserId ? null : (
                <Suspense fallback={null}>
                  <ReportButton targetType={targetType} targetId={targetId} />
                </Suspense>
              )
          : undefined
      }
    />
  );
}
