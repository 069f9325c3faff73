import { fetchProfile, updateSelfIntro } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateSelfIntro = () => useOperationMutation(updateSelfIntro, { reloads: [fetchProfile] });
