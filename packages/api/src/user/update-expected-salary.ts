import { useOperationMutation } from '../react/operation-mutation';
import { fetchProfile, updateExpectedSalary } from '../contract/user';

/**
 * SALARY-SWITCHES-ON: the server also switches accepting requests on (rules/provider-readiness.ts,
 * acceptingAfterSalaryUpdate); the profile is then reloaded.
 */
export const useUpdateExpectedSalary = () =>
  useOperationMutation(updateExpectedSalary, { reloads: [fetchProfile] });
