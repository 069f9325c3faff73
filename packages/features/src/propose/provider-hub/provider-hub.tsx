import { useDeclineInvitation } from '@lancer/api/invitation/decline-invitation';
import { useFetchInvitations } from '@lancer/api/invitation/fetch-invitations';
import { useFetchOffers } from '@lancer/api/offer/fetch-offers';
import { useFetchEarnings } from '@lancer/api/payment/fetch-earnings';
import { useFetchProposalPages } from '@lancer/api/proposal/fetch-proposals';
import { isCardAccountLinked, isReadyToReceiveMoney } from '@lancer/api/rules/provider-readiness';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useUpdateAcceptingRequest } from '@lancer/api/user/update-accepting-request';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { SavedSearchesSection } from '../../components/saved-searches-section';
import { ProviderHubView } from './provider-hub-view';

/** Proposals still in play: sent and waiting for the client, or accepted and waiting for the provider. */
const IN_PLAY = 'APPLYING,ACCEPTING';

/** /provider-hub, connected. */
export function ProviderHub() {
  const profile = useFetchProfile();
  // LIST-LOAD-MORE: the server filters and pages them; the next page on demand, never a silent cut.
  const proposals = useFetchProposalPages({ scope: 'sent', status: IN_PLAY, page_size: 20 });
  const earnings = useFetchEarnings();
  const accepting = useUpdateAcceptingRequest();
  const invitations = useFetchInvitations({ scope: 'received', page: 1, page_size: 20 });
  const decline = useDeclineInvitation();
  // Only the count of offers waiting for my answer: one item asked for, the total read.
  const offers = useFetchOffers({ scope: 'received', status: 'SENT', page: 1, page_size: 1 });
  return (
    <ProviderHubView
      readiness={toLoadable(profile, (user) => ({
        ready: isReadyToReceiveMoney(user),
        hourly: user.account.provider.expected_salary.hourly,
        cardLinked: isCardAccountLinked(user.finance.income.bank_account.money_collecting_methods),
        accepting: user.account.provider.accepting_request,
      }))}
      acceptingPending={accepting.isPending}
      acceptingFailed={accepting.isError}
      onAcceptingChange={(next) => accepting.mutate({ body: { accepting_request: next } })}
      active={toLoadable(proposals, itemsOfPages)}
      moreActive={toLoadMore(proposals)}
      earnings={toLoadable(earnings)}
      invitations={toLoadable(invitations, (page) => page.items)}
      decliningId={decline.isPending ? (decline.variables?.body.invitation_id ?? null) : null}
      declineFailed={decline.isError}
      onDecline={(invitation) => decline.mutate({ body: { invitation_id: invitation.id } })}
      savedSearches={<SavedSearchesSection target="jobs" />}
      openOffers={offers.data?.total ?? null}
    />
  );
}
