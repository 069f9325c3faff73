import { fetchSignedInDevices, signOutDevice } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSignOutDevice = () =>
  useOperationMutation(signOutDevice, { invalidates: [fetchSignedInDevices] });
