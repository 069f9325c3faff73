import { fetchProfile, updateNewUserFlid } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateNewUserFlid = () =>
  useOperationMutation(updateNewUserFlid, { reloads: [fetchProfile] });
