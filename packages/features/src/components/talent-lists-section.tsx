import { useTalentListsList } from '../lib/use-talent-lists';
import { TalentListsList } from './talent-lists-list';

/** The client's talent lists in their hub, connected (decision 2201). */
export function TalentListsSection() {
  return <TalentListsList {...useTalentListsList()} />;
}
