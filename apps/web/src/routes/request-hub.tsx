import { useSearchParams } from 'react-router-dom';

import { RequestHub } from '@lancer/features/hire/request-hub/request-hub';

export default function RequestHubRoute() {
  const [search] = useSearchParams();
  const requestId = search.get('request');
  return <RequestHub key={requestId ?? ''} initialRequestId={requestId} />;
}
