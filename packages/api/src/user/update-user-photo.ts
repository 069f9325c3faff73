import { fetchProfile, updateUserPhoto } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateUserPhoto = () => useOperationMutation(updateUserPhoto, { reloads: [fetchProfile] });
