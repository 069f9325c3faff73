import { fetchOwnPortfolio, fetchPortfolio, createPortfolioItem } from '../contract/review';
import { useOperationMutation } from '../react/operation-mutation';

/** Changes my portfolio (decision 1370): my own list reloads, the public one reads anew. */
export const useCreatePortfolioItem = () =>
  useOperationMutation(createPortfolioItem, { reloads: [fetchOwnPortfolio], invalidates: [fetchPortfolio] });
