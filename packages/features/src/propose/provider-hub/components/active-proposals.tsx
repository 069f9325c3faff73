import { useTranslation } from 'react-i18next';

import type { Proposal } from '@lancer/api/schemas/proposal';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { AppLink } from '../../../navigation/app-link';
import { formatAmount } from '../../../lib/format';
import { paths } from '../../../navigation/paths';

type ActiveProposalsProps = { proposals: readonly Proposal[] };

/** The provider's proposals still in play (APPLYING or ACCEPTING), each linking to its page. */
export function ActiveProposals({ proposals }: ActiveProposalsProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'providerHub.active' });
  const status = useTranslation('propose', { keyPrefix: 'status' }).t;
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {proposals.map((proposal) => (
        <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <AppLink
              to={paths.makeProposal.getHref(proposal.request_id, 'view')}
              className="font-medium break-words underline-offset-4 hover:underline"
            >
              {proposal.request_title}
            </AppLink>
            <p className="text-sm text-muted-foreground tabular-nums">
              {formatAmount(proposal.price_cents, proposal.currency, i18n.language)}
              {proposal.revision > 1 ? ` · ${t('revised', { count: proposal.revision - 1 })}` : ''}
            </p>
          </div>
          <StatusBadge status={proposal.status} label={status(proposal.status)} />
        </li>
      ))}
    </ul>
  );
}
