import { useQuery } from '@tanstack/react-query';

import { fetchProfileVisibility } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions } from '../react/operation-query';

/** PROFILE-HIDE: whether my public profile is shown, and at which FLID. */
export const useFetchProfileVisibility = () =>
  useQuery(operationQueryOptions(useApiClient(), fetchProfileVisibility));
