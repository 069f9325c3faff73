import { useSaveToTalentList } from '../lib/use-talent-lists';
import { SaveToTalentListButton } from './save-to-talent-list-button';

/** "Save" on a provider (on /workers, their profile, their proposal), connected (decision 2201). */
export function SaveToTalentList({
  providerId,
  providerName,
  size,
}: {
  providerId: string;
  providerName: string;
  size?: 'sm' | 'default';
}) {
  return (
    <SaveToTalentListButton providerName={providerName} size={size} {...useSaveToTalentList(providerId)} />
  );
}
