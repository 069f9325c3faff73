import { updateUserPhotoBlob } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateUserPhotoBlob = () =>
  useOperationMutation(updateUserPhotoBlob, { reloads: [fetchProfileQueryKey] });
