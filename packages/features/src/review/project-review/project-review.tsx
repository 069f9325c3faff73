import { ApiError } from '@lancer/api/http/api-error';
import { useFetchProjectReviews } from '@lancer/api/review/fetch-project-reviews';
import { useReplyToReview } from '@lancer/api/review/reply-to-review';
import { useSubmitReview } from '@lancer/api/review/submit-review';

import { toLoadable } from '../../lib/to-loadable';
import { ProjectReviewView } from './project-review-view';

/** A finished project's reviews (/project-review/{projectId}): review the other side, then see both. */
export function ProjectReview({ projectId }: { projectId: string }) {
  const reviews = useFetchProjectReviews({ project_id: projectId });
  const submit = useSubmitReview();
  const reply = useReplyToReview();
  const refused = reviews.error instanceof ApiError && reviews.error.status === 403 ? reviews.error : null;
  return (
    <ProjectReviewView
      projectId={projectId}
      reviews={toLoadable(reviews)}
      notParty={refused ? refused.userMessage : null}
      onSubmit={(body) => submit.mutateAsync({ body })}
      onReply={(reviewId, comment) => reply.mutateAsync({ body: { review_id: reviewId, comment } })}
    />
  );
}
