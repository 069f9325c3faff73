import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { isSideOf } from '@lancer/api/rules/dispute';
import type { Dispute } from '@lancer/api/schemas/dispute';
import { Button } from '@lancer/ui/components/button';
import { Label } from '@lancer/ui/components/label';
import type { Loadable } from '@lancer/ui/components/load-state';
import { Textarea } from '@lancer/ui/components/textarea';

import { defaultOutcomeChoice, DisputeOutcomeField } from '../components/dispute-outcome-fields';
import { DisputedWeek } from '../components/disputed-week';
import { DisputeEvidence } from '../components/dispute-evidence';
import { applyServerFieldErrors, fieldErrorText } from '../../lib/apply-server-field-errors';
import { formatMoney } from '../../lib/format';
import { ConsolePage, ConsoleToggle } from '../../components/console-page';
import {
  decideFieldOf,
  decideFormSchema,
  type DecideFormBody,
  type DecideFormValues,
} from './decide-form-values';

export type QueueOrder = 'age' | 'amount';

export type ConsoleDisputesViewProps = {
  order: QueueOrder;
  onOrderChange: (order: QueueOrder) => void;
  /** The signed-in administrator (null while unknown): a dispute they are a side of is decided by another. */
  currentUserId: string | null;
  /** Escalated disputes waiting for a decision. */
  queue: Loadable<readonly Dispute[]>;
  /** A decision was sent for this dispute: resolves once decided, rejects with the refusal. */
  onDecide: (dispute: Dispute, decision: DecideFormBody) => Promise<unknown>;
  deciding: boolean;
  /** The server's refusal of the last decision, if any. */
  decideError: string | null;
};

/** The console's disputes (decision 1501): the queue by age or amount, a case file and the decide form. */
export function ConsoleDisputesView(props: ConsoleDisputesViewProps) {
  const { t } = useTranslation('console');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ConsolePage
      title={t('disputes.title')}
      description={t('disputes.lead')}
      listLabel={t('disputes.queue')}
      items={props.queue}
      empty={{ title: t('disputes.emptyTitle'), description: t('disputes.emptyBody') }}
      errorTitle={t('disputes.loadFailed')}
      itemKey={(dispute) => dispute.id}
      itemClassName="rounded-lg border p-4"
      renderItem={(dispute) => (
        <CaseFile
          dispute={dispute}
          open={openId === dispute.id}
          onToggle={() => setOpenId(openId === dispute.id ? null : dispute.id)}
          {...props}
        />
      )}
    >
      <ConsoleToggle
        label={t('disputes.order')}
        options={['age', 'amount'] as const}
        value={props.order}
        onChange={props.onOrderChange}
        optionLabel={(order) => t(`disputes.orders.${order}`)}
      />
    </ConsolePage>
  );
}

function CaseFile({
  dispute,
  open,
  onToggle,
  onDecide,
  deciding,
  decideError,
  currentUserId,
}: { dispute: Dispute; open: boolean; onToggle: () => void } & ConsoleDisputesViewProps) {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, dispute.currency, i18n.language);
  const name = (person: Dispute['client']) => `${person.first_name} ${person.last_name}`.trim();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">
          {dispute.project_title}: {dispute.milestone_title}
        </h3>
        <span className="tabular-nums">{money(dispute.amount_cents)}</span>
      </div>
      <DisputedWeek dispute={dispute} />
      <p className="text-sm text-muted-foreground">
        {t('disputes.parties', { client: name(dispute.client), provider: name(dispute.provider) })} ·{' '}
        {t(`disputes.reasons.${dispute.reason}`)}
      </p>
      <Button variant="outline" className="self-start" aria-expanded={open} onClick={onToggle}>
        {open ? t('disputes.closeCase') : t('disputes.openCase')}
      </Button>
      {open ? (
        <div className="flex flex-col gap-3">
          <section aria-label={t('disputes.statement')}>
            <h4 className="text-sm font-medium">{t('disputes.statement')}</h4>
            <p className="text-sm whitespace-pre-wrap">{dispute.statement}</p>
            <DisputeEvidence evidence={dispute.statement_evidence} label={t('disputes.statementEvidence')} />
          </section>
          <section aria-label={t('disputes.answer')}>
            <h4 className="text-sm font-medium">{t('disputes.answer')}</h4>
            <p className="text-sm whitespace-pre-wrap">{dispute.answer ?? t('disputes.noAnswer')}</p>
            <DisputeEvidence evidence={dispute.answer_evidence} label={t('disputes.answerEvidence')} />
          </section>
          <DecideForm
            dispute={dispute}
            onDecide={onDecide}
            deciding={deciding}
            decideError={decideError}
            ownCase={
              currentUserId !== null &&
              isSideOf(
                { clientId: dispute.client.user_id, providerId: dispute.provider.user_id },
                currentUserId,
              )
            }
          />
        </div>
      ) : null}
    </div>
  );
}

function DecideForm({
  dispute,
  onDecide,
  deciding,
  decideError,
  ownCase,
}: Pick<ConsoleDisputesViewProps, 'onDecide' | 'deciding' | 'decideError'> & {
  dispute: Dispute;
  /** The administrator is the dispute's client or provider: the form says so and cannot be sent. */
  ownCase: boolean;
}) {
  const { t } = useTranslation('console');
  const form = useForm<DecideFormValues, unknown, DecideFormBody>({
    resolver: zodResolver(decideFormSchema(dispute)),
    defaultValues: { choice: defaultOutcomeChoice, reason: '' },
  });
  const submit = form.handleSubmit(async (decision) => {
    try {
      await onDecide(dispute, decision);
    } catch (refusal) {
      // The refusal is said under the form (decideError); a field it names shows it too.
      applyServerFieldErrors(refusal, form.setError, { fieldOf: decideFieldOf });
    }
  });
  const reasonError = fieldErrorText(form.formState.errors.reason, (key) => t(key));
  return (
    <form
      noValidate
      aria-label={t('disputes.decide')}
      className="flex flex-col gap-3 rounded-md bg-muted/40 p-3"
      onSubmit={submit}
    >
      <DisputeOutcomeField
        control={form.control}
        amountCents={dispute.amount_cents}
        currency={dispute.currency}
      />
      <Label className="flex flex-col items-start gap-1">
        {t('disputes.reason')}
        <Textarea
          aria-invalid={reasonError ? true : undefined}
          {...form.register('reason')}
          className="w-full"
        />
        {reasonError ? (
          <span role="alert" className="text-sm text-destructive">
            {reasonError}
          </span>
        ) : null}
      </Label>
      {ownCase ? (
        <p id={`own-case-${dispute.id}`} className="text-sm text-muted-foreground">
          {t('disputes.ownCase')}
        </p>
      ) : null}
      {decideError ? (
        <p role="alert" className="text-sm text-destructive">
          {decideError}
        </p>
      ) : null}
      <Button
        type="submit"
        className="self-start"
        disabled={deciding || ownCase || form.formState.isSubmitting}
        aria-describedby={ownCase ? `own-case-${dispute.id}` : undefined}
      >
        {t('disputes.decideButton')}
      </Button>
    </form>
  );
}
