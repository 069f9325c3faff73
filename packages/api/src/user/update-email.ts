import { fetchProfile, updateEmail } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateEmail = () => useOperationMutation(updateEmail, { reloads: [fetchProfile] });
