import { fetchOwnPortfolio, fetchPortfolio, deletePortfolioItem } from '../contract/review';
import { useOperationMutation } from '../react/operation-mutation';

/** Changes my portfolio (decision 1370): my own list reloads, the public one reads anew. */
export const useDeletePortfolioItem = () =>
  useOperationMutation(deletePortfolioItem, { reloads: [fetchOwnPortfolio], invalidates: [fetchPortfolio] });
