import { ProviderHub } from '@lancer/features/propose/provider-hub/provider-hub';

export default function ProviderHubRoute() {
  return <ProviderHub />;
}
