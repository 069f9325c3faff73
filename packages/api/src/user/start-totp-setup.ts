import { startTotpSetup } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useStartTotpSetup = () => useOperationMutation(startTotpSetup);
