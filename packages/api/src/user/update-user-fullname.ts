import { fetchProfile, updateUserFullname } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateUserFullname = () =>
  useOperationMutation(updateUserFullname, { reloads: [fetchProfile] });
