import { useParams } from 'react-router-dom';

import { ProviderProfile } from '@lancer/features/hire/provider-profile/provider-profile';

import { QueryProvider } from '../app/query-provider';
import { paths } from '../config/paths';
import { useSignedIn, useSignedInIdentity } from '../lib/use-signed-in';

/**
 * /providers/{flid}: a provider's public profile, open to guests and rendered by the API with its
 * data (ROUTE-PROVIDER-PROFILE, decision 1330); signed in, "Invite to a job" finds them in Workers.
 * "Send an offer" (decision 2202) opens the form, for a guest through sign-in; none on one's own.
 */
export default function ProviderProfileRoute() {
  const { flid = '' } = useParams();
  const signedIn = useSignedIn();
  const identity = useSignedInIdentity();
  return (
    <QueryProvider>
      <ProviderProfile
        key={flid}
        flid={flid}
        inviteHref={signedIn ? paths.workers.getHref(flid) : null}
        offerHref={(providerId) =>
          !signedIn
            ? paths.signin.getHref(paths.sendOffer.getHref(providerId))
            : providerId === identity
              ? null
              : paths.sendOffer.getHref(providerId)
        }
        canReport={signedIn}
        currentUserId={identity}
      />
    </QueryProvider>
  );
}
