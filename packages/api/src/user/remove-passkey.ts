import { fetchPasskeys, removePasskey } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useRemovePasskey = () => useOperationMutation(removePasskey, { invalidates: [fetchPasskeys] });
