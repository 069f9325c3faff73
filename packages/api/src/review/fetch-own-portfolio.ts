import { useQuery } from '@tanstack/react-query';

import { fetchOwnPortfolio } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions } from '../react/operation-query';

/** My own portfolio, to edit it (also while my profile is hidden). */
export const useFetchOwnPortfolio = () => useQuery(operationQueryOptions(useApiClient(), fetchOwnPortfolio));
