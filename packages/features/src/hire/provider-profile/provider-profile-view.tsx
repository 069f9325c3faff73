import { useTranslation } from 'react-i18next';

import type { PublicProfile, Review } from '@lancer/api/schemas/review';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Badge } from '@lancer/ui/components/badge';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { ReviewCard } from '../../components/review-card';
import { SkillList } from '../../components/skill-list';
import { StarRating } from '../../components/star-rating';
import { formatNumber } from '../../lib/format';
import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { personName } from '../../lib/person-name';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { SelfIntro } from '../components/self-intro';

export type ProviderProfileViewProps = {
  profile: Loadable<PublicProfile>;
  /** True when no user has this FLID (404): said plainly, nothing to retry. */
  notFound: boolean;
  /** The public reviews received, newest first, a page at a time (LIST-LOAD-MORE). */
  reviews: Loadable<readonly Review[]>;
  moreReviews: LoadMore | null;
};

/** A provider's public profile (/providers/{flid}): who, rate, skills, job success, rating and reviews. */
export function ProviderProfileView({ profile, notFound, reviews, moreReviews }: ProviderProfileViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'profile' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-6 py-10">
      {notFound ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight">{t('notFoundTitle')}</h1>
          <Alert variant="warning">
            <AlertTitle>{t('notFound')}</AlertTitle>
            <AlertDescription>{t('notFoundHint')}</AlertDescription>
          </Alert>
        </>
      ) : (
        <LoadState state={profile} errorTitle={t('loadFailed')} {...loadLabels}>
          {(data) => (
            <>
              <ProfileHeader profile={data} />
              <ProfileRecord profile={data} />
              <section aria-labelledby="profile-about" className="flex flex-col gap-3">
                <h2 id="profile-about" className="text-lg font-semibold">
                  {t('about')}
                </h2>
                {data.self_intro_html ? (
                  <SelfIntro html={data.self_intro_html} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('noIntro')}</p>
                )}
                {data.skills.length > 0 ? (
                  <SkillList skills={data.skills} label={t('skills')} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('noSkills')}</p>
                )}
              </section>
              <section aria-labelledby="profile-reviews" className="flex flex-col gap-3">
                <h2 id="profile-reviews" className="text-lg font-semibold">
                  {t('reviews', { count: data.review_count })}
                </h2>
                <LoadState
                  state={reviews}
                  errorTitle={t('reviewsFailed')}
                  isEmpty={(items) => items.length === 0}
                  empty={{ title: t('noReviews'), description: t('noReviewsHint') }}
                  {...loadLabels}
                >
                  {(items) => (
                    <>
                      <ul aria-label={t('reviewList')} className="flex flex-col gap-3">
                        {items.map((review) => (
                          <li key={review.id}>
                            <ReviewCard review={review} showProject />
                          </li>
                        ))}
                      </ul>
                      <LoadMoreButton more={moreReviews} />
                    </>
                  )}
                </LoadState>
              </section>
            </>
          )}
        </LoadState>
      )}
    </div>
  );
}

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('hire', { keyPrefix: 'profile' });
  const { user } = profile;
  return (
    <header className="flex flex-wrap items-center gap-4">
      <Avatar src={user.photo_url || null} email={user.flid} alt="" size={72} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{personName(user)}</h1>
        <p className="text-sm text-muted-foreground">
          @{user.flid} · {t('hourly', { amount: profile.hourly })}
        </p>
      </div>
      <Badge variant={profile.accepting_request ? 'default' : 'secondary'}>
        {profile.accepting_request ? t('accepting') : t('notAccepting')}
      </Badge>
    </header>
  );
}

/** Job success with how it is computed (JOB-SUCCESS), and the average of the public ratings. */
function ProfileRecord({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'profile' });
  const success = profile.job_success;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1 rounded-lg border p-4">
        <dt className="text-sm text-muted-foreground">{t('jobSuccess')}</dt>
        <dd className="text-2xl font-semibold">
          {success.score === null ? t('noJobSuccess') : t('percent', { score: success.score })}
        </dd>
        <dd className="text-xs text-muted-foreground">
          {success.score === null
            ? t('jobSuccessNone')
            : t('jobSuccessParts', {
                completed: success.completed,
                closed: success.closed,
                count: success.repeat_clients,
                successful: success.successful,
                counted: success.counted,
              })}
        </dd>
      </div>
      <div className="flex flex-col gap-1 rounded-lg border p-4">
        <dt className="text-sm text-muted-foreground">{t('rating')}</dt>
        {profile.average_rating === null ? (
          <dd className="text-2xl font-semibold">{t('noRating')}</dd>
        ) : (
          <dd className="flex items-center gap-2">
            <span className="text-2xl font-semibold">
              {formatNumber(profile.average_rating, i18n.language)}
            </span>
            <StarRating rating={profile.average_rating} />
          </dd>
        )}
        <dd className="text-xs text-muted-foreground">{t('reviewCount', { count: profile.review_count })}</dd>
      </div>
    </dl>
  );
}
