import { useQuery } from '@tanstack/react-query';

import {
  fetchProfileVisibility,
  fetchPublicProfile,
  fetchUserReviews,
  updateProfileVisibility,
} from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { useOperationMutation } from '../react/operation-mutation';
import { operationQueryOptions } from '../react/operation-query';

/** PROFILE-HIDE: whether my public profile is shown, and at which FLID. */
export const useFetchProfileVisibility = () =>
  useQuery(operationQueryOptions(useApiClient(), fetchProfileVisibility));

/** Shows or hides my public profile; the profile and its reviews read anew. */
export const useUpdateProfileVisibility = () =>
  useOperationMutation(updateProfileVisibility, {
    reloads: [fetchProfileVisibility],
    invalidates: [fetchPublicProfile, fetchUserReviews],
  });
