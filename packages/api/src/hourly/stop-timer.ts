import { stopTimer } from '../contract/hourly';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const stopTimerAfterSuccess: AfterSuccess = { invalidates: ['hourly'] };

export const useStopTimer = () => useOperationMutation(stopTimer, stopTimerAfterSuccess);
