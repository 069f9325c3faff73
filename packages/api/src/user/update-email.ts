import { updateEmail } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfileQueryKey } from './fetch-profile';

export const useUpdateEmail = () => useOperationMutation(updateEmail, { reloads: [fetchProfileQueryKey] });
