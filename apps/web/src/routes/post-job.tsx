import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { PostJob } from '@lancer/features/hire/post-job/post-job';

import { paths } from '../config/paths';
import { useAuthStore } from '../lib/auth-store';

export default function PostJobRoute() {
  const { mode } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const identity = useAuthStore((state) => state.identity);
  return (
    <PostJob
      // A new key per mode and request: the form starts again from that job (or its draft).
      key={`${mode ?? 'new'}:${search.get('request') ?? ''}`}
      mode={mode}
      requestId={search.get('request')}
      draftOwner={identity ?? 'anonymous'}
      onSubmitted={(requestId) => navigate(paths.jobSubmitted.getHref(requestId))}
    />
  );
}
