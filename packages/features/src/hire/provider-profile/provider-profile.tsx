import { ApiError } from '@lancer/api/http/api-error';
import { useFetchPublicProfile } from '@lancer/api/review/fetch-public-profile';
import { useFetchUserReviewPages } from '@lancer/api/review/fetch-user-reviews';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { ProviderProfileView } from './provider-profile-view';

const REVIEWS_PAGE_SIZE = 20;

/** A provider's public profile (/providers/{flid}), with their public reviews a page at a time. */
export function ProviderProfile({ flid }: { flid: string }) {
  const profile = useFetchPublicProfile(flid);
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  const reviews = useFetchUserReviewPages({ flid, page_size: REVIEWS_PAGE_SIZE }, { enabled: !notFound });
  return (
    <ProviderProfileView
      profile={toLoadable(profile)}
      notFound={notFound}
      reviews={toLoadable(reviews, itemsOfPages)}
      moreReviews={toLoadMore(reviews)}
    />
  );
}
