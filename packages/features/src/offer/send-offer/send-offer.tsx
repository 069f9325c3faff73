import { useTranslation } from 'react-i18next';

import { useFetchOffer } from '@lancer/api/offer/fetch-offer';
import { useReviseOffer } from '@lancer/api/offer/revise-offer';
import { useSendOffer } from '@lancer/api/offer/send-offer';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useFetchProfileForUser } from '@lancer/api/user/fetch-profile-for-user';
import type { Loadable } from '@lancer/ui/components/load-state';

import { refusalOf } from '../../lib/refusal-of';
import { paths } from '../../navigation/paths';
import { SendOfferView, type SendOfferData, type SendOfferMode } from './send-offer-view';

export type SendOfferProps = {
  /** /offers/new?provider_id= (a new offer) or /offers/{offerId}/revise (the client's offer, filled in, with a note). */
  mode: SendOfferMode;
  /** A new offer's provider; none when the address names nobody. */
  providerId?: string | null;
  /** The offer revised. */
  offerId?: string;
  onSent: (offerId: string) => void;
  /** Today in the reader's time zone ("YYYY-MM-DD"), where a new offer starts; the clock's by default. */
  today?: string;
};

/** Today's date where the reader is, as a date field holds it. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The send-offer form, connected: the provider's public summary (or the offer), and the send or the revision. */
export function SendOffer(props: SendOfferProps) {
  const { t } = useTranslation('offer', { keyPrefix: 'sendOffer' });
  const providerId = props.mode === 'new' ? (props.providerId ?? null) : null;
  const offerId = props.mode === 'revise' ? (props.offerId ?? '') : '';
  const provider = useFetchProfileForUser({ id: providerId ?? '' }, { enabled: Boolean(providerId) });
  const offer = useFetchOffer({ offer_id: offerId }, { enabled: props.mode === 'revise' });
  const me = useFetchProfile({ enabled: props.mode === 'revise' });
  const send = useSendOffer();
  const revise = useReviseOffer();

  const parts = props.mode === 'revise' ? [offer, me] : providerId ? [provider] : [];
  const failed = parts.find((part) => part.isError);
  const state: Loadable<SendOfferData> = failed
    ? { status: 'error', onRetry: () => parts.forEach((part) => part.isError && void part.refetch()) }
    : parts.some((part) => part.isPending)
      ? { status: 'loading' }
      : props.mode === 'revise' && offer.data && me.data
        ? {
            status: 'ready',
            data: {
              mode: 'revise',
              offer: offer.data,
              provider: { ...offer.data.provider, hourly: null },
              viewerIsClient: offer.data.client.user_id === me.data.account.basic.user_id,
            },
          }
        : { status: 'ready', data: { mode: 'new', provider: provider.data ?? null } };
  const shown = state.status === 'ready' ? state.data.provider : null;

  const sending = props.mode === 'revise' ? revise : send;
  return (
    <SendOfferView
      mode={props.mode}
      state={state}
      today={props.today ?? localToday()}
      pending={sending.isPending}
      refusal={refusalOf(sending.error, t('sendFailed'))}
      hrefs={{
        workers: paths.workers.getHref(),
        offer: offerId ? paths.offer.getHref(offerId) : undefined,
        profile: shown ? paths.providerProfile.getHref(shown.flid) : undefined,
      }}
      onSend={(body) => send.mutate({ body }, { onSuccess: (sent) => props.onSent(sent.id) })}
      onRevise={(body) => revise.mutate({ body }, { onSuccess: (sent) => props.onSent(sent.id) })}
    />
  );
}
