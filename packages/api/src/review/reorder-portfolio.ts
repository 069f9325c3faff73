import { fetchOwnPortfolio, fetchPortfolio, reorderPortfolio } from '../contract/review';
import { useOperationMutation } from '../react/operation-mutation';

/** Changes my portfolio (decision 1370): my own list reloads, the public one reads anew. */
export const useReorderPortfolio = () =>
  useOperationMutation(reorderPortfolio, { reloads: [fetchOwnPortfolio], invalidates: [fetchPortfolio] });
