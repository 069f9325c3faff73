import { createTalentList } from '../contract/talent-list';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my talent lists and each list's providers. */
export const createTalentListAfterSuccess: AfterSuccess = { invalidates: ['talent-list'] };

export const useCreateTalentList = () => useOperationMutation(createTalentList, createTalentListAfterSuccess);
