import { updateSelfIntro } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateSelfIntro = () =>
  useOperationMutation(updateSelfIntro, { reloads: [fetchProfileQueryKey] });
