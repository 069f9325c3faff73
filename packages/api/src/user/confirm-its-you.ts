import { confirmItsYou } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

/** STEP-UP: the prompt's call; a refused call is tried again after it. */
export const useConfirmItsYou = () => useOperationMutation(confirmItsYou);
