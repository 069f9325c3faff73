import { useTranslation } from 'react-i18next';

import { REVIEW_WINDOW_DAYS, aspectsRatedBy } from '@lancer/api/rules/review';
import type { OwnReview, ProjectReviews, Review } from '@lancer/api/schemas/review';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { ReviewCard } from '../../components/review-card';
import { formatDay } from '../../lib/format';
import { personName } from '../../lib/person-name';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { ReplyForm } from './components/reply-form';
import { ReviewForm } from './components/review-form';
import type { ReviewBody } from './review-form-values';

export type ProjectReviewViewProps = {
  projectId: string;
  reviews: Loadable<ProjectReviews>;
  /** The server's refusal when the reader is neither the client nor the provider (403), else null. */
  notParty: string | null;
  onSubmit: (body: ReviewBody) => Promise<unknown>;
  /** REVIEW-REPLY: answers the other side's public review of the reader. */
  onReply: (reviewId: string, comment: string) => Promise<unknown>;
};

/** Where a project's reviews stand for the reader (decision 1300, REVIEW-ONCE and REVIEW-BLIND). */
type ReviewStage = 'can-review' | 'waiting' | 'both' | 'closed';

function reviewStage(reviews: ProjectReviews): ReviewStage {
  if (reviews.mine === null) return reviews.can_review ? 'can-review' : 'closed';
  return reviews.theirs === null && !reviews.mine.public ? 'waiting' : 'both';
}

/** The rule's refusals (rules/review.ts) and their texts (deliver:review.reason.*). */
const reasonKeys: Record<string, 'notFinished' | 'closedUnpaid' | 'windowClosed'> = {
  'You can review once the project is finished': 'notFinished',
  'This project closed before any work was paid; there is nothing to review': 'closedUnpaid',
  [`The ${REVIEW_WINDOW_DAYS}-day review window of this project has closed`]: 'windowClosed',
};

/** Review a finished project (/project-review/{projectId}): the form, the blind wait, then both reviews. */
export function ProjectReviewView({
  projectId,
  reviews,
  notParty,
  onSubmit,
  onReply,
}: ProjectReviewViewProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'review' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-10">
      <PageHeader
        title={t('title')}
        description={t('lead', { days: REVIEW_WINDOW_DAYS })}
        actions={
          <Button variant="outline" asChild>
            <AppLink to={paths.projects.getHref(projectId)}>{t('backToProject')}</AppLink>
          </Button>
        }
      />
      {notParty !== null ? (
        <Alert variant="destructive">
          <AlertTitle>{t('notParty')}</AlertTitle>
          <AlertDescription>{notParty}</AlertDescription>
        </Alert>
      ) : (
        <LoadState state={reviews} errorTitle={t('loadFailed')} {...loadLabels}>
          {(data) => <ReviewStageView data={data} onSubmit={onSubmit} onReply={onReply} />}
        </LoadState>
      )}
    </div>
  );
}

function ReviewStageView({
  data,
  onSubmit,
  onReply,
}: {
  data: ProjectReviews;
  onSubmit: ProjectReviewViewProps['onSubmit'];
  onReply: ProjectReviewViewProps['onReply'];
}) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'review' });
  const name = personName(data.subject);
  const closes = data.window_closes_at ? formatDay(data.window_closes_at, i18n.language, 'long') : '';
  const stage = reviewStage(data);
  return (
    <section aria-labelledby="review-project" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-project" className="min-w-0 text-xl font-semibold break-words">
          {data.project_title}
        </h2>
        <AppLink
          to={paths.providerProfile.getHref(data.subject.flid)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('profileOf', { name })}
        </AppLink>
      </div>
      {stage === 'can-review' ? (
        <>
          {data.theirs_submitted ? (
            <Alert variant="info">
              <AlertTitle>{t('theyReviewed', { name })}</AlertTitle>
              <AlertDescription>{t('theyReviewedBody', { date: closes })}</AlertDescription>
            </Alert>
          ) : (
            <p className="text-sm text-muted-foreground">{t('openUntil', { date: closes })}</p>
          )}
          <ReviewForm
            projectId={data.project_id}
            subjectName={name}
            aspects={aspectsRatedBy(data.my_role)}
            onSubmit={onSubmit}
          />
        </>
      ) : null}
      {stage === 'waiting' && data.mine ? (
        <>
          <Alert variant="info">
            <AlertTitle>{t('waiting', { name })}</AlertTitle>
            <AlertDescription>{t('waitingBody', { name, date: closes })}</AlertDescription>
          </Alert>
          <OwnReviewCard review={data.mine} />
        </>
      ) : null}
      {stage === 'both' && data.mine ? (
        <>
          <Alert variant="success">
            <AlertTitle>{data.theirs ? t('bothPublic') : t('windowEnded', { name })}</AlertTitle>
          </Alert>
          <OwnReviewCard review={data.mine} />
          {data.theirs ? <TheirReviewCard review={data.theirs} name={name} onReply={onReply} /> : null}
        </>
      ) : null}
      {stage === 'closed' ? (
        <>
          <Alert>
            <AlertTitle>{t('cannotReview')}</AlertTitle>
            <AlertDescription>
              {data.cannot_review_reason && reasonKeys[data.cannot_review_reason]
                ? t(`reason.${reasonKeys[data.cannot_review_reason]}`, {
                    days: REVIEW_WINDOW_DAYS,
                    date: closes,
                  })
                : data.cannot_review_reason}
            </AlertDescription>
          </Alert>
          {data.theirs ? <TheirReviewCard review={data.theirs} name={name} onReply={onReply} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** Their public review of me, with my one reply, or the form to write it (REVIEW-REPLY). */
function TheirReviewCard({
  review,
  name,
  onReply,
}: {
  review: Review;
  name: string;
  onReply: ProjectReviewViewProps['onReply'];
}) {
  const { t } = useTranslation('deliver', { keyPrefix: 'review' });
  return (
    <ReviewCard review={review} heading={t('theirs', { name })}>
      {review.reply === null ? (
        <ReplyForm authorName={name} onReply={(comment) => onReply(review.id, comment)} />
      ) : null}
    </ReviewCard>
  );
}

/** My review, with the private note only I (and the marketplace) see. */
function OwnReviewCard({ review }: { review: OwnReview }) {
  const { t } = useTranslation('deliver', { keyPrefix: 'review' });
  return (
    <div className="flex flex-col gap-2">
      <ReviewCard review={review} heading={t('mine')} />
      {review.private_note ? (
        <p className="text-sm break-words text-muted-foreground">
          {t('privateNoteShown', { note: review.private_note })}
        </p>
      ) : null}
    </div>
  );
}
