import { useTranslation } from 'react-i18next';

import type { Offer } from '@lancer/api/schemas/offer';
import type { UserSummary } from '@lancer/api/schemas/common';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Card, CardContent } from '@lancer/ui/components/card';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { formatAmount } from '../../lib/format';
import { personName } from '../../lib/person-name';
import type { ServerRefusal } from '../../lib/refusal-of';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { OfferForm } from './components/offer-form';
import {
  blankOfferDraft,
  offerDraftOf,
  reviseOfferFormSchema,
  sendOfferFormSchema,
  type ReviseOfferBody,
  type SendOfferBody,
} from './offer-draft';

export type SendOfferMode = 'new' | 'revise';

/** Whom the offer goes to: their public summary, and their hourly rate when known (a new offer's). */
type OfferProvider = UserSummary & { hourly: number | null };

export type SendOfferData =
  /** A new offer; no provider when the address names none. */
  | { mode: 'new'; provider: OfferProvider | null }
  /** A revision of `offer`; only its client may revise it, and only while it is open. */
  | { mode: 'revise'; provider: OfferProvider; offer: Offer; viewerIsClient: boolean };

export type SendOfferViewProps = {
  mode: SendOfferMode;
  state: Loadable<SendOfferData>;
  pending: boolean;
  refusal: ServerRefusal | null;
  onSend: (body: SendOfferBody) => void;
  onRevise: (body: ReviseOfferBody) => void;
  /** The reader's today ("YYYY-MM-DD"): a new offer's start date to begin with. */
  today: string;
  hrefs: {
    /** Where to find a provider, when the address names none. */
    workers: string;
    /** The offer being revised. */
    offer?: string;
    /** The provider's public profile. */
    profile?: string;
  };
};

const isOpen = (offer: Offer) => offer.status === 'SENT' || offer.status === 'CHANGES_REQUESTED';

/**
 * /offers/new?provider_id= and /offers/{offerId}/revise (decision 2202): a client offers a provider
 * a contract directly, or revises the offer they sent.
 */
export function SendOfferView(props: SendOfferViewProps) {
  const { t } = useTranslation('offer', { keyPrefix: 'sendOffer' });
  const labels = useLoadStateLabels();
  const provider = props.state.status === 'ready' ? props.state.data.provider : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader
        className="pb-0"
        title={
          provider
            ? t(`titles.${props.mode}`, { name: personName(provider) })
            : t(`titles.${props.mode}Plain`)
        }
        description={t(`leads.${props.mode}`)}
      />
      <LoadState state={props.state} errorTitle={t('loadFailed')} {...labels}>
        {(data) =>
          data.provider ? (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <div className="flex min-w-0 flex-col gap-6">
                <Body {...props} data={data} provider={data.provider} />
              </div>
              <ProviderCard provider={data.provider} profileHref={props.hrefs.profile} />
            </div>
          ) : (
            <Alert>
              <AlertTitle>{t('noProvider')}</AlertTitle>
              <AlertDescription>
                <AppLink to={props.hrefs.workers} className="font-medium underline underline-offset-4">
                  {t('findProvider')}
                </AppLink>
              </AlertDescription>
            </Alert>
          )
        }
      </LoadState>
    </div>
  );
}

function Body({
  data,
  provider,
  ...props
}: SendOfferViewProps & { data: SendOfferData; provider: OfferProvider }) {
  const { t } = useTranslation('offer', { keyPrefix: 'sendOffer' });
  const name = personName(provider);
  if (data.mode === 'new')
    return (
      <OfferForm
        initial={blankOfferDraft(provider.hourly, props.today)}
        schema={sendOfferFormSchema(provider.user_id)}
        providerName={name}
        revise={false}
        pending={props.pending}
        refusal={props.refusal}
        onSubmit={props.onSend}
      />
    );
  const { offer } = data;
  if (!data.viewerIsClient || !isOpen(offer))
    return (
      <Alert>
        <AlertTitle>{data.viewerIsClient ? t('notRevisable') : t('notYours')}</AlertTitle>
        {props.hrefs.offer ? (
          <AlertDescription>
            <AppLink to={props.hrefs.offer} className="font-medium underline underline-offset-4">
              {t('openOffer')}
            </AppLink>
          </AlertDescription>
        ) : null}
      </Alert>
    );
  const asked =
    offer.status === 'CHANGES_REQUESTED'
      ? offer.messages.findLast((message) => message.kind === 'changes_requested')
      : undefined;
  return (
    <>
      {asked ? (
        <Alert variant="info">
          <AlertTitle>{t('asked', { name })}</AlertTitle>
          <AlertDescription>
            <p className="whitespace-pre-line">{asked.body}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <OfferForm
        key={offer.revision}
        initial={offerDraftOf(offer)}
        schema={reviseOfferFormSchema(offer.id)}
        providerName={name}
        revise
        pending={props.pending}
        refusal={props.refusal}
        offerHref={props.hrefs.offer}
        onSubmit={props.onRevise}
      />
    </>
  );
}

/** Who the offer goes to, beside the form: photo, name, FLID, rate and their public profile. */
function ProviderCard({ provider, profileHref }: { provider: OfferProvider; profileHref?: string }) {
  const { t, i18n } = useTranslation('offer', { keyPrefix: 'sendOffer.provider' });
  return (
    <Card className="order-first lg:order-last">
      <CardContent>
        <section aria-labelledby="offer-provider" className="flex items-center gap-3">
          <Avatar src={provider.photo_url || null} email={provider.flid} alt="" size={48} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-xs text-muted-foreground">{t('heading')}</p>
            <h2 id="offer-provider" className="font-semibold break-words">
              {personName(provider)}
            </h2>
            <p className="text-sm text-muted-foreground">
              @{provider.flid}
              {provider.hourly
                ? ` · ${t('hourly', { amount: formatAmount(Math.round(provider.hourly * 100), 'USD', i18n.language) })}`
                : null}
            </p>
            {profileHref ? (
              <AppLink
                to={profileHref}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('profile')}
              </AppLink>
            ) : null}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
