import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { PublicProfile, Review } from '@lancer/api/schemas/review';
import type { PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { AspectAverages } from './components/aspect-averages';
import { ReviewCard } from '../../components/review-card';
import { SkillList } from '../../components/skill-list';
import { StarRating } from '../../components/star-rating';
import { ProfileBadges } from '../../components/profile-badges';
import { SendOfferButton } from '../../components/send-offer-button';
import { formatNumber } from '../../lib/format';
import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { personName } from '../../lib/person-name';
import { AppLink } from '../../navigation/app-link';
import { usePageMeta } from '../../lib/use-page-meta';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { PortfolioSection } from '../components/portfolio-section';
import { CompletedProjects } from '../components/completed-projects';
import { SelfIntro } from '../components/self-intro';

export type ProviderProfileViewProps = {
  profile: Loadable<PublicProfile>;
  /** True when no user has this FLID (404): said plainly, nothing to retry. */
  notFound: boolean;
  /** The public reviews received, newest first, a page at a time (LIST-LOAD-MORE). */
  reviews: Loadable<readonly Review[]>;
  moreReviews: LoadMore | null;
  /** The provider's portfolio (decision 1370); nothing shows while it is empty. */
  portfolio: Loadable<readonly PortfolioItem[]>;
  /** Where a signed-in visitor invites this provider to one of their jobs; null for a guest. */
  inviteHref?: string | null;
  /**
   * Where "Send an offer" leads for this provider (decision 2202): the form, or sign-in on the way to
   * it for a guest; null (or nothing) shows none, as on one's own profile.
   */
  offerHrefOf?: (userId: string) => string | null;
  /** Report this profile or one of its reviews (decision 1504); nothing without it. */
  renderReport?: (targetType: 'profile' | 'review', targetId: string, ownerId: string) => React.ReactNode;
  /** "Save" this provider to a talent list (decision 2201); nothing without it. */
  renderSave?: (userId: string, name: string) => React.ReactNode;
};

/** A provider's public profile (/providers/{flid}): who, rate, skills, job success, rating and reviews. */
export function ProviderProfileView({
  profile,
  notFound,
  reviews,
  moreReviews,
  portfolio,
  inviteHref = null,
  offerHrefOf,
  renderReport,
  renderSave,
}: ProviderProfileViewProps) {
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
              <ProfileMeta profile={data} />
              <ProfileHeader
                profile={data}
                inviteHref={inviteHref}
                offerHref={offerHrefOf?.(data.user.user_id) ?? null}
                save={renderSave?.(data.user.user_id, personName(data.user))}
                report={renderReport?.('profile', data.user.user_id, data.user.user_id)}
              />
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
              <PortfolioSection portfolio={portfolio} />
              {data.badges.length > 0 ? (
                <section aria-labelledby="profile-badges" className="flex flex-col gap-3">
                  <h2 id="profile-badges" className="text-lg font-semibold">
                    {t('badges')}
                  </h2>
                  <ProfileBadges badges={data.badges} />
                </section>
              ) : null}
              <CompletedProjects work={data.completed_projects} />
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
                            <ReviewCard
                              review={review}
                              showProject
                              action={renderReport?.('review', review.id, review.author.user_id)}
                            />
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

/**
 * The page's title and description (usePageMeta): what a search result or a shared link shows. The
 * API's render collects them into the page's head with the Open Graph tags (decision 1330).
 */
function ProfileMeta({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'publicProfile' });
  const name = personName(profile.user);
  const score = profile.job_success.score;
  const description = [
    t('metaDescription', { name, hourly: formatNumber(profile.hourly, i18n.language) }),
    profile.skills.length > 0 ? t('metaSkills', { skills: profile.skills.join(', ') }) : '',
    score === null ? '' : t('metaJobSuccess', { score }),
    profile.average_rating === null
      ? ''
      : t('metaRating', {
          rating: formatNumber(profile.average_rating, i18n.language),
          count: profile.review_count,
        }),
  ]
    .filter(Boolean)
    .join(' ');
  usePageMeta(name, description);
  return null;
}

function ProfileHeader({
  profile,
  inviteHref,
  offerHref,
  save,
  report,
}: {
  profile: PublicProfile;
  inviteHref: string | null;
  offerHref: string | null;
  save?: React.ReactNode;
  report?: React.ReactNode;
}) {
  const { t } = useTranslation('hire', { keyPrefix: 'profile' });
  const { user } = profile;
  return (
    <header className="flex flex-wrap items-center gap-4">
      <Avatar src={user.photo_url || null} email={user.flid} alt="" size={72} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:basis-48">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{personName(user)}</h1>
        <p className="text-sm text-muted-foreground">
          @{user.flid} · {t('hourly', { amount: profile.hourly })}
        </p>
      </div>
      <Badge variant={profile.accepting_request ? 'default' : 'secondary'}>
        {profile.accepting_request ? t('accepting') : t('notAccepting')}
      </Badge>
      {inviteHref || offerHref || save || report ? (
        // The actions wrap below the name together when the row is too narrow for them.
        <div className="flex flex-wrap items-center gap-2">
          {inviteHref ? (
            <Button asChild>
              <AppLink to={inviteHref}>{t('invite')}</AppLink>
            </Button>
          ) : null}
          {offerHref ? <SendOfferButton href={offerHref} name={personName(user)} /> : null}
          {save}
          {report}
        </div>
      ) : null}
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
        {success.disputed > 0 ? (
          <dd className="text-xs text-muted-foreground">
            {t('jobSuccessDisputed', { count: success.disputed })}
          </dd>
        ) : null}
        {success.score === null ? null : (
          <dd className="text-xs text-muted-foreground">{t('jobSuccessHow')}</dd>
        )}
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
        <AspectAverages averages={profile.aspect_averages} />
      </div>
    </dl>
  );
}
