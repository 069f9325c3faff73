import { useTranslation } from 'react-i18next';

import type { Offer } from '@lancer/api/schemas/offer';
import { Card, CardContent, CardHeader } from '@lancer/ui/components/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@lancer/ui/components/table';

import { formatAmount, formatDay, formatMoment } from '../../../lib/format';
import { useOfferTermsText } from '../../lib/offer-terms';

/** An open offer says when it expires, an expired one when it did; the others, ended otherwise, neither. */
const showsExpiry = (status: Offer['status']) =>
  status === 'SENT' || status === 'CHANGES_REQUESTED' || status === 'EXPIRED';

/**
 * What the offer is: fixed price with its milestones (amount, due date, the total) and payment plan,
 * or hourly at a rate up to a weekly limit; the start date and when it expires.
 */
export function OfferTermsCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offer', { keyPrefix: 'offer' });
  const termsText = useOfferTermsText();
  const money = (cents: number) => formatAmount(cents, offer.currency, i18n.language);
  return (
    <Card role="region" className="gap-4" aria-labelledby="offer-terms">
      <CardHeader>
        <h2 id="offer-terms" className="leading-none font-semibold">
          {t('terms')}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">
          <span className="font-medium">{t(offer.hourly ? 'hourly' : 'fixed')}</span>
          {offer.hourly ? <span className="tabular-nums">{` · ${termsText(offer)}`}</span> : null}
        </p>
        {offer.hourly ? null : (
          <Table aria-label={t('milestones')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('milestone')}</TableHead>
                <TableHead>{t('due')}</TableHead>
                <TableHead className="text-right">{t('amount')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {offer.milestones.map((milestone, index) => (
                <TableRow key={`${index}-${milestone.title}`}>
                  <TableCell className="whitespace-normal">
                    <span className="font-medium break-words">{milestone.title}</span>
                    {milestone.description ? (
                      <span className="block text-xs break-words whitespace-pre-line text-muted-foreground">
                        {milestone.description}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>{formatDay(milestone.due_date, i18n.language)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(milestone.amount_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2} className="font-medium">
                  {t('total')}
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {money(offer.price_cents)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
        <dl className="grid gap-x-6 gap-y-3 text-sm @md:grid-cols-2">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">{t('startDate')}</dt>
            <dd>{formatDay(offer.start_date, i18n.language, 'long')}</dd>
          </div>
          {showsExpiry(offer.status) ? (
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">
                {t(offer.status === 'EXPIRED' ? 'expired' : 'expires')}
              </dt>
              <dd>{formatMoment(offer.expires_at, i18n.language)}</dd>
            </div>
          ) : null}
          {offer.hourly ? null : (
            <div className="flex flex-col gap-0.5 @md:col-span-2">
              <dt className="text-muted-foreground">{t('paymentPlan')}</dt>
              <dd>{t(`paymentPlans.${offer.payment_plan}`)}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
