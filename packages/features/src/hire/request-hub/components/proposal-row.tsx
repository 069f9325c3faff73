import { useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { Proposal } from '@lancer/api/schemas/proposal';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { StatusBadge } from '@lancer/ui/components/status-badge';
import { Textarea } from '@lancer/ui/components/textarea';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';

import { formatAmount } from '../../../lib/format';
import { personName } from '../../../lib/person-name';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';

type ProposalRowProps = {
  proposal: Proposal;
  compared: boolean;
  /** Compare holds at most three: a fourth cannot be ticked. */
  compareFull: boolean;
  busy: boolean;
  onToggleCompare: (proposalId: string) => void;
  /** With the weekly limit (hours) the client set, for an hourly proposal (decision 1400). */
  onAccept: (proposalId: string, weeklyLimitHours?: number) => void;
  onReject: (proposalId: string, reason: string) => void;
  /** "Save" to a talent list (decision 2201), beside the profile link. */
  save?: React.ReactNode;
};

/** One received proposal: who, price, duration, status; compare, accept (confirm) or reject (reason). */
export function ProposalRow({ proposal, compared, compareFull, busy, ...props }: ProposalRowProps) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'hub' });
  const { t: tStatus } = useTranslation('hire', { keyPrefix: 'status' });
  const [reason, setReason] = useState('');
  const [limit, setLimit] = useState(String(proposal.hourly?.weekly_hours ?? ''));
  const name = personName(proposal.provider);
  const open = proposal.status === 'APPLYING';
  return (
    <article
      aria-labelledby={`proposal-${proposal.id}`}
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          <h3 id={`proposal-${proposal.id}`} className="min-w-0 font-semibold break-words">
            {name}
          </h3>
          {/* Beside the name, not around it: the heading and "Compare {name}" keep their names. */}
          <AppLink
            to={paths.providerProfile.getHref(proposal.provider.flid)}
            aria-label={t('profileOf', { name })}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('profile')}
          </AppLink>
          {props.save}
        </div>
        <StatusBadge status={proposal.status} label={tStatus(proposal.status)} />
      </header>
      <p className="text-sm">
        {proposal.hourly ? (
          t('hourlyTerms', {
            rate: formatAmount(proposal.hourly.rate_cents, proposal.currency, i18n.language),
            hours: proposal.hourly.weekly_hours,
          })
        ) : (
          <>
            {formatAmount(proposal.price_cents, proposal.currency, i18n.language)} ·{' '}
            {t('days', { count: proposal.duration_days })} ·{' '}
            {t('milestoneCount', { count: proposal.milestones.length })}
          </>
        )}
        {proposal.revision > 1 ? ` · ${t('revised', { count: proposal.revision - 1 })}` : ''}
      </p>
      {proposal.notes ? <p className="text-sm break-words text-muted-foreground">{proposal.notes}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`compare-${proposal.id}`}
            checked={compared}
            disabled={!compared && compareFull}
            onCheckedChange={() => props.onToggleCompare(proposal.id)}
          />
          <Label htmlFor={`compare-${proposal.id}`} className="font-normal">
            {t('compareThis', { name })}
          </Label>
        </div>
        {open ? (
          <>
            <ConfirmButton
              label={t('accept')}
              ariaLabel={t('acceptOf', { name })}
              variant="default"
              disabled={busy}
              title={t('confirmAccept.title')}
              description={t('confirmAccept.body', {
                name,
                price: formatAmount(proposal.price_cents, proposal.currency, i18n.language),
              })}
              confirm={t('confirmAccept.confirm')}
              cancel={t('cancel')}
              onConfirm={() =>
                props.onAccept(proposal.id, proposal.hourly ? Number(limit) || undefined : undefined)
              }
            >
              {proposal.hourly ? (
                <div className="grid gap-2">
                  <Label htmlFor={`limit-${proposal.id}`}>{t('weeklyLimit')}</Label>
                  <Input
                    id={`limit-${proposal.id}`}
                    type="number"
                    min={1}
                    max={80}
                    value={limit}
                    onChange={(event) => setLimit(event.target.value)}
                  />
                </div>
              ) : null}
            </ConfirmButton>
            <ConfirmButton
              label={t('reject')}
              ariaLabel={t('rejectOf', { name })}
              variant="destructive"
              disabled={busy}
              title={t('confirmReject.title')}
              description={t('confirmReject.body', { name })}
              confirm={t('confirmReject.confirm')}
              cancel={t('cancel')}
              onConfirm={() => props.onReject(proposal.id, reason)}
            >
              <div className="grid gap-2">
                <Label htmlFor={`reason-${proposal.id}`}>{t('confirmReject.reason')}</Label>
                <Textarea
                  id={`reason-${proposal.id}`}
                  value={reason}
                  maxLength={2000}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
            </ConfirmButton>
          </>
        ) : null}
      </div>
    </article>
  );
}
