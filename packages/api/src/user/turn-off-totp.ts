import { fetchSecondFactor, turnOffTotp } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useTurnOffTotp = () => useOperationMutation(turnOffTotp, { invalidates: [fetchSecondFactor] });
