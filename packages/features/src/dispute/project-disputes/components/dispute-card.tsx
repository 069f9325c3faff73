import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  refuseAcceptSettlement,
  refuseAnswer,
  refuseEscalate,
  refuseProposeSettlement,
  type DisputeFacts,
  type DisputeRole,
} from '@lancer/api/rules/dispute';
import type { AnswerDisputeBody, Dispute } from '@lancer/api/schemas/dispute';
import type { Issue } from '@lancer/api/schemas/issue';
import type { MoneySplit } from '@lancer/api/rules/dispute';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import {
  defaultOutcomeChoice,
  DisputeOutcomeField,
  outcomeFieldOf,
} from '../../components/dispute-outcome-fields';
import { DisputeEvidence, type EvidenceLinks } from '../../components/dispute-evidence';
import { DisputedWeek } from '../../components/disputed-week';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/apply-server-field-errors';
import { formatDay, formatMoney } from '../../../lib/format';
import { displayName } from '../../../lib/project-role';
import {
  answerFormSchema,
  proposeFormSchema,
  type AnswerFormBody,
  type AnswerFormValues,
  type ProposeFormBody,
  type ProposeFormValues,
} from '../dispute-form-values';
import { EvidenceField, noEvidenceDraft, type EvidenceUploads } from './evidence-fields';

export type DisputeActions = {
  busy: boolean;
  /** The project's issues, to give as evidence with an answer. */
  issues: readonly Issue[];
  /** The files attached to an answer as evidence (useFileUploads). */
  answerUploads: EvidenceUploads;
  /** Where a linked message and the project's issues open. */
  links: EvidenceLinks;
  /** Resolve once sent; reject with the refusal (its field messages go on the fields, the values kept). */
  onAnswer: (body: AnswerDisputeBody) => Promise<unknown>;
  onPropose: (body: ProposeFormBody) => Promise<unknown>;
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
  const form = useForm<AnswerFormValues, unknown, AnswerFormBody>({
    resolver: zodResolver(answerFormSchema(dispute.id)),
    defaultValues: { answer: '', evidence: noEvidenceDraft },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onAnswer({
        ...body,
        evidence: { ...body.evidence, file_ids: answerUploads.ready.map((file) => file.id) },
      });
    } catch (refusal) {
      applyServerFieldErrors(refusal, form.setError, {
        fieldOf: (field) => (field === 'answer' ? field : undefined),
      });
    }
  });
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <FormField
        label={t('answerLabel')}
        error={fieldErrorText(form.formState.errors.answer, (key) => t(key))}
        required
      >
        <Textarea rows={3} maxLength={5_000} {...form.register('answer')} />
      </FormField>
      <EvidenceField control={form.control} issues={issues} uploads={answerUploads.uploads} />
      <Button
        type="submit"
        className="self-start"
        disabled={busy || answerUploads.busy || form.formState.isSubmitting}
      >
        {t('answerSubmit')}
      </Button>
    </form>
  );
}

function ProposeForm({ dispute, busy, onPropose }: { dispute: Dispute } & DisputeActions) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const [open, setOpen] = useState(false);
  const form = useForm<ProposeFormValues, unknown, ProposeFormBody>({
    resolver: zodResolver(proposeFormSchema(dispute)),
    defaultValues: { choice: defaultOutcomeChoice },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onPropose(body);
      setOpen(false);
    } catch (refusal) {
      applyServerFieldErrors(refusal, form.setError, { fieldOf: outcomeFieldOf });
    }
  });
  if (!open)
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        {t('propose')}
      </Button>
    );
  return (
    <form
      noValidate
      aria-label={t('propose')}
      className="flex flex-col gap-3 rounded-md bg-muted/40 p-3"
      onSubmit={submit}
    >
      <DisputeOutcomeField
        control={form.control}
        amountCents={dispute.amount_cents}
        currency={dispute.currency}
      />
      <Button type="submit" className="self-start" disabled={busy || form.formState.isSubmitting}>
        {t('proposeSubmit')}
      </Button>
    </form>
  );
}
