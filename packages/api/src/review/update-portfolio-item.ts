import { fetchOwnPortfolio, fetchPortfolio, updatePortfolioItem } from '../contract/review';
import { useOperationMutation } from '../react/operation-mutation';

/** Changes my portfolio (decision 1370): my own list reloads, the public one reads anew. */
export const useUpdatePortfolioItem = () =>
  useOperationMutation(updatePortfolioItem, { reloads: [fetchOwnPortfolio], invalidates: [fetchPortfolio] });
