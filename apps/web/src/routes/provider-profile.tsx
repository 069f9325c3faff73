import { useParams } from 'react-router-dom';

import { ProviderProfile } from '@lancer/features/hire/provider-profile/provider-profile';

/** /providers/{flid}: a provider's public profile (ROUTE-PROVIDER-PROFILE). */
export default function ProviderProfileRoute() {
  const { flid = '' } = useParams();
  return <ProviderProfile key={flid} flid={flid} />;
}
