import { updateUserPassword } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useUpdateUserPassword = () => useOperationMutation(updateUserPassword);
