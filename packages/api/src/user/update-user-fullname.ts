import { updateUserFullname } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateUserFullname = () =>
  useOperationMutation(updateUserFullname, { reloads: [fetchProfileQueryKey] });
