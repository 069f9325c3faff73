import { deleteTalentList } from '../contract/talent-list';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my talent lists and each list's providers. */
export const deleteTalentListAfterSuccess: AfterSuccess = { invalidates: ['talent-list'] };

export const useDeleteTalentList = () => useOperationMutation(deleteTalentList, deleteTalentListAfterSuccess);
