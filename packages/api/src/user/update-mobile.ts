import { fetchProfile, updateMobile } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateMobile = () => useOperationMutation(updateMobile, { reloads: [fetchProfile] });
