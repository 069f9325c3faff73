import { updateUserPhoto } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateUserPhoto = () =>
  useOperationMutation(updateUserPhoto, { reloads: [fetchProfileQueryKey] });
