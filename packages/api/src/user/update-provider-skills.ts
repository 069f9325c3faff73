import { fetchProfileForUser, searchForUsers, updateProviderSkills } from '../contract/user';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the public profile and the provider search show the skills. */
export const updateProviderSkillsAfterSuccess: AfterSuccess = {
  reloads: [fetchProfileForUser],
  invalidates: [searchForUsers],
};

export const useUpdateProviderSkills = () =>
  useOperationMutation(updateProviderSkills, updateProviderSkillsAfterSuccess);
