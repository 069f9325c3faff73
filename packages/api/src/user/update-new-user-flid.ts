import { updateNewUserFlid } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateNewUserFlid = () =>
  useOperationMutation(updateNewUserFlid, { reloads: [fetchProfileQueryKey] });
