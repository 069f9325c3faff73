import { updateMobile } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateMobile = () => useOperationMutation(updateMobile, { reloads: [fetchProfileQueryKey] });
