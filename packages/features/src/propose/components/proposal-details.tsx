import { useTranslation } from 'react-i18next';

import type { Proposal } from '@lancer/api/schemas/proposal';

import { formatDay, formatMoney } from '../../lib/format';

type ProposalDetailsProps = {
  proposal: Pick<
    Proposal,
    'price_cents' | 'currency' | 'duration_days' | 'notes' | 'payment_plan' | 'milestones' | 'hourly'
  >;
};

/**
 * What a proposal offers, read only: price, duration, payment plan with when money moves, milestones,
 * notes; an hourly proposal its rate and expected hours a week instead of the plan and milestones.
 */
export function ProposalDetails({ proposal }: ProposalDetailsProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'details' });
  const plan = useTranslation('propose', { keyPrefix: 'paymentPlan' }).t;
  const money = (cents: number) => formatMoney(cents, proposal.currency, i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('price')}</dt>
        <dd className="font-medium tabular-nums">{money(proposal.price_cents)}</dd>
        <dt className="text-muted-foreground">{t('duration')}</dt>
        <dd>{t('days', { count: proposal.duration_days })}</dd>
        {proposal.hourly ? (
          <>
            <dt className="text-muted-foreground">{t('rate')}</dt>
            <dd className="font-medium tabular-nums">
              {money(proposal.hourly.rate_cents)}
              <span className="block font-normal text-muted-foreground">{t('billedWeekly')}</span>
            </dd>
            <dt className="text-muted-foreground">{t('weeklyHours')}</dt>
            <dd>{t('hoursValue', { hours: proposal.hourly.weekly_hours })}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">{t('paymentPlan')}</dt>
            <dd>
              {plan(`${proposal.payment_plan}.name`)}
              <span className="block text-muted-foreground">{plan(`${proposal.payment_plan}.when`)}</span>
            </dd>
          </>
        )}
      </dl>
      {proposal.hourly ? null : (
        <div>
          <h3 className="mb-2 text-sm font-medium">{t('milestones')}</h3>
          <ol className="flex flex-col divide-y rounded-lg border">
            {proposal.milestones.map((milestone, index) => (
              <li
                key={index}
                className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm"
              >
                <span className="min-w-0 break-words">
                  {index + 1}. {milestone.title}
                </span>
                <span className="flex gap-4 text-muted-foreground tabular-nums">
                  <span>{formatDay(milestone.due_date, i18n.language)}</span>
                  <span className="text-foreground">{money(milestone.amount_cents)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {proposal.notes ? (
        <div>
          <h3 className="mb-1 text-sm font-medium">{t('notes')}</h3>
          <p className="text-sm break-words whitespace-pre-wrap">{proposal.notes}</p>
        </div>
      ) : null}
    </div>
  );
}
