import { submitReviewMock } from './submit-review';
import { replyToReviewMock } from './reply-to-review';
import { fetchProjectReviewsMock } from './fetch-project-reviews';
import { fetchPublicProfileMock } from './fetch-public-profile';
import { fetchUserReviewsMock } from './fetch-user-reviews';
import { fetchClientReputationMock } from './fetch-client-reputation';
import { fetchProfileVisibilityMock } from './fetch-profile-visibility';
import { updateProfileVisibilityMock } from './update-profile-visibility';
import { fetchPortfolioMock } from './fetch-portfolio';
import { fetchOwnPortfolioMock } from './fetch-own-portfolio';
import { uploadPortfolioImageMock } from './upload-portfolio-image';
import { createPortfolioItemMock } from './create-portfolio-item';
import { updatePortfolioItemMock } from './update-portfolio-item';
import { deletePortfolioItemMock } from './delete-portfolio-item';
import { reorderPortfolioMock } from './reorder-portfolio';

/** The review area's calls: each one's scenario factories, by operation name. */
export const reviewMocks = {
  submitReview: submitReviewMock,
  replyToReview: replyToReviewMock,
  fetchProjectReviews: fetchProjectReviewsMock,
  fetchPublicProfile: fetchPublicProfileMock,
  fetchUserReviews: fetchUserReviewsMock,
  fetchClientReputation: fetchClientReputationMock,
  fetchProfileVisibility: fetchProfileVisibilityMock,
  updateProfileVisibility: updateProfileVisibilityMock,
  fetchPortfolio: fetchPortfolioMock,
  fetchOwnPortfolio: fetchOwnPortfolioMock,
  uploadPortfolioImage: uploadPortfolioImageMock,
  createPortfolioItem: createPortfolioItemMock,
  updatePortfolioItem: updatePortfolioItemMock,
  deletePortfolioItem: deletePortfolioItemMock,
  reorderPortfolio: reorderPortfolioMock,
} as const;
