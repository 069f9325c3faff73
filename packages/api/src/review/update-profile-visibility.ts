import {
  fetchProfileVisibility,
  fetchPublicProfile,
  fetchUserReviews,
  updateProfileVisibility,
} from '../contract/review';
import { useOperationMutation } from '../react/operation-mutation';

/** Shows or hides my public profile; the profile and its reviews read anew. */
export const useUpdateProfileVisibility = () =>
  useOperationMutation(updateProfileVisibility, {
    reloads: [fetchProfileVisibility],
    invalidates: [fetchPublicProfile, fetchUserReviews],
  });
