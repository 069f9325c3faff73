import { fetchProfile, updateUserPhotoBlob } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateUserPhotoBlob = () =>
  useOperationMutation(updateUserPhotoBlob, { reloads: [fetchProfile] });
