import { useTranslation } from 'react-i18next';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import type { MilestoneNextAction } from '@lancer/api/rules/next-actions';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { Button } from '@lancer/ui/components/button';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { formatDay, formatMoney } from '../../../lib/format';
import { AppLink } from '../../../navigation/app-link';
import { ActionButtons } from '../../components/action-buttons';

export type MilestoneRowProps = {
  milestone: MilestoneDetail;
  /** What my side may do now (rules/next-actions.ts); empty on a finished project. */
  actions: readonly MilestoneNextAction[];
  busy: boolean;
  onAction: (action: MilestoneNextAction) => void;
  /** Where its disputes are, when my side may dispute it or it is in dispute (delivered, not paid). */
  disputeHref?: string;
};

/** One milestone: amount, due day, state, its payment, the delivery, linked open issues, and my actions. */
export function MilestoneRow({ milestone, actions, busy, onAction, disputeHref }: MilestoneRowProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'projects' });
  const { t: tStatus } = useTranslation('deliver', { keyPrefix: 'status' });
  const paymentNote = fundingNote(milestone);
  const buttons = (
    <ActionButtons
      className="shrink-0"
      actions={actions}
      primary={actions.at(-1)}
      labelOf={(action) => t(`action.${action}`)}
      busy={busy}
      onAction={onAction}
    />
  );
  return (
    <li
      data-testid={`milestone-${milestone.position}`}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h4 className="font-medium break-words">
            {milestone.position}. {milestone.title}
          </h4>
          <StatusBadge status={milestone.status} label={tStatus(milestone.status)} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('milestoneAmountDue', {
            amount: formatMoney(milestone.amount_cents, milestone.currency, i18n.language),
            date: formatDay(milestone.due_date, i18n.language),
          })}
        </p>
        {paymentNote ? (
          <p className="text-sm">
            {t(`payment.${paymentNote}`)}{' '}
            {milestone.funding_payment?.proof_url ? (
              <a
                className="text-primary underline underline-offset-4"
                href={milestone.funding_payment.proof_url}
                target="_blank"
                rel="noreferrer"
              >
                {t('payment.proofLink')}
              </a>
            ) : null}
          </p>
        ) : null}
        {milestone.delivered_at && milestone.status === 'IMPLEMENTING' ? (
          <p className="text-sm break-words">{t('delivered', { note: milestone.delivery_note })}</p>
        ) : null}
        {milestone.open_issue_count > 0 ? (
          <p className="text-sm text-warning-foreground dark:text-warning">
            {t('openIssues', { count: milestone.open_issue_count })}
          </p>
        ) : null}
      </div>
      {disputeHref ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="ghost" size="sm" asChild>
            <AppLink to={disputeHref}>{t('disputesLink')}</AppLink>
          </Button>
          {buttons}
        </div>
      ) : (
        buttons
      )}
    </li>
  );
}

type Note = 'cardWaiting' | 'markedWaiting' | 'proofMissing' | 'proofWaiting';

function fundingNote({ funding_payment: payment }: MilestoneDetail): Note | null {
  if (!payment || payment.status !== 'OUTSTANDING') return null;
  if (payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT) return 'cardWaiting';
  if (payment.method === MoneyCollectingMethodType.UPLOAD_PROOF)
    return payment.proof_url ? 'proofWaiting' : 'proofMissing';
  return 'markedWaiting';
}
