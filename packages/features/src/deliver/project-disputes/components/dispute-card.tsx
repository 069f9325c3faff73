import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  refuseAcceptSettlement,
  refuseAnswer,
  refuseEscalate,
  refuseProposeSettlement,
  type DisputeFacts,
  type DisputeRole,
} from '@lancer/api/rules/dispute';
import type { Dispute, EvidenceInput } from '@lancer/api/schemas/dispute';
import type { Issue } from '@lancer/api/schemas/issue';
import type { MoneySplit } from '@lancer/api/rules/dispute';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import {
  defaultOutcomeChoice,
  DisputeOutcomeFields,
  outcomeBody,
  type OutcomeChoice,
} from '../../../components/dispute-outcome-fields';
import { DisputeEvidence, type EvidenceLinks } from '../../../components/dispute-evidence';
import { DisputedWeek } from '../../../components/disputed-week';
import { formatDay, formatMoney } from '../../../lib/format';
import { displayName } from '../../lib/project-role';
import {
  evidenceBody,
  EvidenceFields,
  noEvidenceDraft,
  type EvidenceDraft,
  type EvidenceUploads,
} from './evidence-fields';

export type DisputeActions = {
  busy: boolean;
  /** The project's issues, to give as evidence with an answer. */
  issues: readonly Issue[];
  /** The files attached to an answer as evidence (useFileUploads). */
  answerUploads: EvidenceUploads;
  /** Where a linked message and the project's issues open. */
  links: EvidenceLinks;
  onAnswer: (dispute: Dispute, answer: string, evidence: EvidenceInput) => void;
  onPropose: (dispute: Dispute, body: ReturnType<typeof outcomeBody>) => void;
  onAccept: (dispute: Dispute) => void;
  onEscalate: (dispute: Dispute) => void;
};

const statusVariant = {
  OPEN: 'warning',
  ANSWERED: 'info',
  ESCALATED: 'destructive',
  SETTLED: 'success',
  DECIDED: 'success',
} as const;

const factsOf = (dispute: Dispute): DisputeFacts => ({
  status: dispute.status,
  openedBy: dispute.opened_by,
  openedAt: dispute.opened_at,
  proposedBy: dispute.proposal?.proposed_by ?? null,
});

/**
 * One dispute as its client or provider sees it: both statements, the waiting proposal, how it
 * ended, and what my side may do now, asked of the same rules the server applies (rules/dispute.ts).
 */
export function DisputeCard({
  dispute,
  role,
  now,
  ...actions
}: { dispute: Dispute; role: DisputeRole; now: Date } & DisputeActions) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const money = (cents: number) => formatMoney(cents, dispute.currency, i18n.language);
  const day = (iso: string) => formatDay(iso, i18n.language);
  const split = (shares: MoneySplit) =>
    t('splitShort', { provider: money(shares.provider_cents), client: money(shares.client_cents) });
  const facts = factsOf(dispute);
  const other = dispute.opened_by === 'client' ? 'provider' : 'client';
  const can = {
    answer: !refuseAnswer(role, facts),
    propose: !refuseProposeSettlement(role, facts),
    accept: !refuseAcceptSettlement(role, facts),
    escalate: !refuseEscalate(role, facts, now),
  };
  return (
    <article aria-labelledby={`dispute-${dispute.id}`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`dispute-${dispute.id}`} className="font-medium break-words">
          {dispute.milestone_title}
        </h3>
        <div className="flex items-center gap-2">
          <span className="tabular-nums">{money(dispute.amount_cents)}</span>
          <Badge variant={statusVariant[dispute.status]}>{t(`statuses.${dispute.status}`)}</Badge>
        </div>
      </div>
      <DisputedWeek dispute={dispute} />
      <p className="text-sm text-muted-foreground">
        {t('openedBy', {
          side: t(`sides.${dispute.opened_by}`),
          date: day(dispute.opened_at),
          reason: t(`reasons.${dispute.reason}`),
        })}
      </p>
      <section aria-label={t('statement')}>
        <h4 className="text-sm font-medium">{t('statement')}</h4>
        <p className="text-sm break-words whitespace-pre-wrap">{dispute.statement}</p>
        <DisputeEvidence
          evidence={dispute.statement_evidence}
          label={t('evidence.ofStatement')}
          {...actions.links}
        />
      </section>
      <section aria-label={t('answer')}>
        <h4 className="text-sm font-medium">{t('answer')}</h4>
        <p className="text-sm break-words whitespace-pre-wrap">
          {dispute.answer ?? t('noAnswer', { side: t(`sides.${other}`), date: day(dispute.answer_due_at) })}
        </p>
        <DisputeEvidence
          evidence={dispute.answer_evidence}
          label={t('evidence.ofAnswer')}
          {...actions.links}
        />
      </section>
      {dispute.proposal && !dispute.resolution ? (
        <p className="rounded-md bg-muted/40 p-3 text-sm">
          {dispute.proposal.proposed_by === role
            ? t('proposalMine', { split: split(dispute.proposal) })
            : t('proposal', {
                side: t(`sides.${dispute.proposal.proposed_by}`),
                split: split(dispute.proposal),
              })}
        </p>
      ) : null}
      {dispute.status === 'ESCALATED' ? <p className="text-sm">{t('escalated')}</p> : null}
      {dispute.resolution ? <Resolution resolution={dispute.resolution} split={split} /> : null}
      {can.answer ? <AnswerForm dispute={dispute} {...actions} /> : null}
      {can.accept || can.escalate ? (
        <div className="flex flex-wrap gap-2">
          {can.accept ? (
            <Button disabled={actions.busy} onClick={() => actions.onAccept(dispute)}>
              {t('accept')}
            </Button>
          ) : null}
          {can.escalate ? (
            <Button variant="outline" disabled={actions.busy} onClick={() => actions.onEscalate(dispute)}>
              {t('escalate')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {dispute.status === 'OPEN' && role === dispute.opened_by && !can.escalate ? (
        <p className="text-sm text-muted-foreground">
          {t('escalateWait', { date: day(dispute.answer_due_at) })}
        </p>
      ) : null}
      {can.propose ? <ProposeForm dispute={dispute} {...actions} /> : null}
    </article>
  );
}

function Resolution({
  resolution,
  split,
}: {
  resolution: NonNullable<Dispute['resolution']>;
  split: (shares: MoneySplit) => string;
}) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes' });
  return (
    <div className="flex flex-col gap-1 rounded-md bg-muted/40 p-3 text-sm">
      <p>
        {resolution.decided_by
          ? t('decided', { name: displayName(resolution.decided_by), split: split(resolution) })
          : t('settled', { split: split(resolution) })}
      </p>
      {resolution.reason ? (
        <p className="break-words">{t('decidedReason', { reason: resolution.reason })}</p>
      ) : null}
      {resolution.refund_id ? (
        <p className="text-muted-foreground">{t('refunded', { id: resolution.refund_id })}</p>
      ) : null}
    </div>
  );
}

function AnswerForm({
  dispute,
  busy,
  issues,
  answerUploads,
  onAnswer,
}: { dispute: Dispute } & DisputeActions) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const [answer, setAnswer] = useState('');
  const [evidence, setEvidence] = useState<EvidenceDraft>(noEvidenceDraft);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer(dispute, answer, evidenceBody(evidence, answerUploads));
      }}
    >
      <FormField label={t('answerLabel')} required>
        <Textarea
          rows={3}
          maxLength={5_000}
          required
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
      </FormField>
      <EvidenceFields
        issues={issues}
        uploads={answerUploads.uploads}
        value={evidence}
        onChange={setEvidence}
      />
      <Button type="submit" className="self-start" disabled={busy || answerUploads.busy}>
        {t('answerSubmit')}
      </Button>
    </form>
  );
}

function ProposeForm({ dispute, busy, onPropose }: { dispute: Dispute } & DisputeActions) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<OutcomeChoice>(defaultOutcomeChoice);
  if (!open)
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        {t('propose')}
      </Button>
    );
  return (
    <form
      aria-label={t('propose')}
      className="flex flex-col gap-3 rounded-md bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPropose(dispute, outcomeBody(choice, dispute.amount_cents));
        setOpen(false);
      }}
    >
      <DisputeOutcomeFields
        amountCents={dispute.amount_cents}
        currency={dispute.currency}
        value={choice}
        onChange={setChoice}
      />
      <Button type="submit" className="self-start" disabled={busy}>
        {t('proposeSubmit')}
      </Button>
    </form>
  );
}
