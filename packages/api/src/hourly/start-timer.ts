import { startTimer } from '../contract/hourly';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const startTimerAfterSuccess: AfterSuccess = { invalidates: ['hourly'] };

export const useStartTimer = () => useOperationMutation(startTimer, startTimerAfterSuccess);
