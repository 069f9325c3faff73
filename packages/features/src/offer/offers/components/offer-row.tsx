import { useTranslation } from 'react-i18next';

import type { Offer } from '@lancer/api/schemas/offer';
import { Avatar } from '@lancer/ui/components/avatar';

import { formatDay } from '../../../lib/format';
import { personName } from '../../../lib/person-name';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';
import { OfferStatusBadge } from '../../components/offer-status-badge';
import { useOfferTermsText } from '../../lib/offer-terms';

/** One offer in the list: its title (to its page), the other side, the terms, the status and the expiry. */
export function OfferRow({ offer, scope }: { offer: Offer; scope: 'received' | 'sent' }) {
  const { t, i18n } = useTranslation('offer', { keyPrefix: 'offers' });
  const termsText = useOfferTermsText();
  const other = scope === 'received' ? offer.client : offer.provider;
  const open = offer.status === 'SENT' || offer.status === 'CHANGES_REQUESTED';
  return (
    <article
      aria-label={offer.title}
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={other.photo_url || null} email={other.flid} alt="" size={36} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="font-medium break-words">
            <AppLink to={paths.offer.getHref(offer.id)} className="underline-offset-4 hover:underline">
              {offer.title}
            </AppLink>
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(scope === 'received' ? 'from' : 'to', { name: personName(other) })}
            {offer.revision > 1 ? ` · ${t('version', { revision: offer.revision })}` : ''}
          </p>
          <p className="text-sm tabular-nums">{termsText(offer)}</p>
        </div>
      </div>
      <div className="flex flex-col items-end gap-1 @max-md:w-full @max-md:flex-row @max-md:items-center @max-md:justify-between @max-md:pl-12">
        <OfferStatusBadge status={offer.status} />
        {open ? (
          <p className="text-xs text-muted-foreground">
            {t('expires', { day: formatDay(offer.expires_at, i18n.language) })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
