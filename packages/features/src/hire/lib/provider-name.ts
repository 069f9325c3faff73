import type { Proposal } from '@lancer/api/schemas/proposal';

/** The provider's full name, or their user ID when they gave no name. */
export const providerName = ({ provider }: Pick<Proposal, 'provider'>) =>
  `${provider.first_name} ${provider.last_name}`.trim() || provider.flid;
