import { useOperationMutation } from '../react/operation-mutation';
import { updateExpectedSalary } from '../contract/user';
import { fetchProfileQueryKey } from './fetch-profile';

/**
 * Spec section 4: the server also switches accepting requests on (rules/provider-readiness.ts,
 * acceptingAfterSalaryUpdate); the profile is then reloaded.
 */
export const useUpdateExpectedSalary = () =>
  useOperationMutation(updateExpectedSalary, { reloads: [fetchProfileQueryKey] });
