import { fetchSignedInDevices, signOutOtherDevices } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSignOutOtherDevices = () =>
  useOperationMutation(signOutOtherDevices, { invalidates: [fetchSignedInDevices] });
