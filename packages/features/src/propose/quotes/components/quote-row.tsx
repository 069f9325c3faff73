import { useTranslation } from 'react-i18next';

import type { Proposal } from '@lancer/api/schemas/proposal';
import { Button } from '@lancer/ui/components/button';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { AppLink } from '../../../navigation/app-link';
import { formatAmount, formatDay } from '../../../lib/format';

export type QuoteScope = 'sent' | 'received';

type QuoteRowProps = {
  proposal: Proposal;
  scope: QuoteScope;
  href: string;
  pendingId: string | null;
  onWithdraw: (proposal: Proposal) => void;
  onConfirm: (proposal: Proposal) => void;
};

const fullName = (person: Proposal['provider']) =>
  `${person.first_name} ${person.last_name}`.trim() || person.flid;

/** One proposal: job, the other side, price, version, status, and what this side may do now. */
export function QuoteRow({ proposal, scope, href, pendingId, onWithdraw, onConfirm }: QuoteRowProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'quotes' });
  const status = useTranslation('propose', { keyPrefix: 'status' }).t;
  const pending = pendingId === proposal.id;
  return (
    <tr className="border-b align-top">
      <th scope="row" className="py-3 pr-3 text-left font-medium">
        <AppLink to={href} className="break-words underline-offset-4 hover:underline">
          {proposal.request_title}
        </AppLink>
        <span className="block text-sm font-normal text-muted-foreground">
          {scope === 'sent'
            ? t('to', { name: fullName(proposal.client) })
            : t('from', { name: fullName(proposal.provider) })}
        </span>
      </th>
      <td className="py-3 pr-3 tabular-nums">
        {formatAmount(proposal.price_cents, proposal.currency, i18n.language)}
        <span className="block text-sm text-muted-foreground">
          {proposal.revision > 1 ? t('version', { number: proposal.revision }) : t('firstVersion')}
        </span>
      </td>
      <td className="py-3 pr-3">
        <StatusBadge status={proposal.status} label={status(proposal.status)} />
      </td>
      <td className="py-3 pr-3 text-sm text-muted-foreground">
        {formatDay(proposal.updated_at, i18n.language)}
      </td>
      <td className="py-3 text-right">
        {scope === 'sent' && proposal.status === 'APPLYING' ? (
          <ConfirmButton
            label={t('withdraw.button')}
            ariaLabel={t('withdraw.label', { job: proposal.request_title })}
            title={t('withdraw.title')}
            description={t('withdraw.body', { job: proposal.request_title })}
            confirm={t('withdraw.confirm')}
            cancel={t('withdraw.keep')}
            loading={pending}
            onConfirm={() => onWithdraw(proposal)}
          />
        ) : null}
        {scope === 'sent' && proposal.status === 'ACCEPTING' ? (
          <Button size="sm" loading={pending} onClick={() => onConfirm(proposal)}>
            {t('confirm')}
          </Button>
        ) : null}
        {scope === 'received' && proposal.status === 'APPLYING' ? (
          <Button asChild size="sm" variant="outline">
            <AppLink to={href}>{t('review')}</AppLink>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
