import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { Invitation } from '@lancer/api/schemas/invitation';
import type { Earnings } from '@lancer/api/schemas/payment';
import type { Proposal } from '@lancer/api/schemas/proposal';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent, CardHeader } from '@lancer/ui/components/card';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { ActiveProposals } from './components/active-proposals';
import { EarningsOverview } from './components/earnings-overview';
import { ReadinessPanel, type Readiness } from './components/readiness-panel';
import { ReceivedInvitations } from './components/received-invitations';
import { paths } from '../../navigation/paths';

export type ProviderHubViewProps = {
  readiness: Loadable<Readiness>;
  acceptingPending: boolean;
  /** The last switch failed. */
  acceptingFailed: boolean;
  onAcceptingChange: (next: boolean) => void;
  active: Loadable<readonly Proposal[]>;
  /** The next page of proposals in play, while there is one (LIST-LOAD-MORE). */
  moreActive: LoadMore | null;
  earnings: Loadable<Earnings>;
  /** Invitations received, newest first. */
  invitations: Loadable<readonly Invitation[]>;
  decliningId: string | null;
  /** The last decline failed. */
  declineFailed: boolean;
  onDecline: (invitation: Invitation) => void;
  /** My saved jobs searches (decision 2200); nothing without them. */
  savedSearches?: React.ReactNode;
  /** How many direct offers wait for my answer (decision 2202); null while unknown. */
  openOffers?: number | null;
};

/** /provider-hub: can I be paid and take work, what I have in play, what I earned. */
export function ProviderHubView(props: ProviderHubViewProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'providerHub' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={<OffersLink open={props.openOffers ?? null} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold">{t('readiness.title')}</h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <LoadState state={props.readiness} errorTitle={t('loadFailed')} {...labels}>
              {(readiness) => (
                <ReadinessPanel
                  readiness={readiness}
                  pending={props.acceptingPending}
                  onAcceptingChange={props.onAcceptingChange}
                  workHref={paths.work.getHref()}
                />
              )}
            </LoadState>
            {props.acceptingFailed ? (
              <Alert variant="destructive">
                <AlertTitle>{t('readiness.switchFailed')}</AlertTitle>
              </Alert>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold">{t('earnings.title')}</h2>
          </CardHeader>
          <CardContent>
            <LoadState state={props.earnings} errorTitle={t('loadFailed')} {...labels}>
              {(earnings) => <EarningsOverview earnings={earnings} />}
            </LoadState>
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="received-invitations" className="flex flex-col gap-3">
        <h2 id="received-invitations" className="text-lg font-semibold">
          {t('invitations.title')}
        </h2>
        {props.declineFailed ? (
          <Alert variant="destructive">
            <AlertTitle>{t('invitations.declineFailed')}</AlertTitle>
          </Alert>
        ) : null}
        <LoadState
          state={props.invitations}
          isEmpty={(items) => items.length === 0}
          empty={{ title: t('invitations.emptyTitle'), description: t('invitations.emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(items) => (
            <ReceivedInvitations
              invitations={items}
              decliningId={props.decliningId}
              onDecline={props.onDecline}
            />
          )}
        </LoadState>
      </section>
      <section aria-labelledby="active-proposals" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="active-proposals" className="text-lg font-semibold">
            {t('active.title')}
          </h2>
          <AppLink to={paths.quotes.getHref()} className="text-sm font-medium underline underline-offset-4">
            {t('active.all')}
          </AppLink>
        </div>
        <LoadState
          state={props.active}
          isEmpty={(items) => items.length === 0}
          empty={{
            title: t('active.emptyTitle'),
            description: t('active.emptyBody'),
            action: (
              <AppLink to={paths.jobs.getHref()} className="font-medium underline underline-offset-4">
                {t('active.findJobs')}
              </AppLink>
            ),
          }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(items) => (
            <>
              <ActiveProposals proposals={items} />
              <LoadMoreButton more={props.moreActive} />
            </>
          )}
        </LoadState>
      </section>
      {props.savedSearches}
    </div>
  );
}

/** To the direct offers received, with how many wait for my answer (read as "Offers 2 waiting for your answer"). */
function OffersLink({ open }: { open: number | null }) {
  const { t } = useTranslation('propose', { keyPrefix: 'providerHub.offers' });
  return (
    <Button asChild variant="outline">
      <AppLink to={paths.offers.getHref('received')}>
        {t('link')}
        {open ? (
          <>
            {' '}
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs leading-none text-primary-foreground tabular-nums">
              {open}
            </span>
            <span className="sr-only"> {t('waiting', { count: open })}</span>
          </>
        ) : null}
      </AppLink>
    </Button>
  );
}
