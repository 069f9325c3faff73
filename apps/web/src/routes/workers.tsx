import { useSearchParams } from 'react-router-dom';

import { Workers } from '@lancer/features/hire/workers/workers';

export default function WorkersRoute() {
  const [searchParams] = useSearchParams();
  return <Workers find={searchParams.get('find') ?? ''} />;
}
