import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { diffProposalRevisions, type MilestoneChange } from '@lancer/api/rules/proposal-diff';
import type { PlannedMilestone, ProposalRevision } from '@lancer/api/schemas/proposal';
import { Badge } from '@lancer/ui/components/badge';
import { Label } from '@lancer/ui/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { cn } from '@lancer/ui/lib/cn';

import { formatDay, formatMoney } from '../../lib/format';

type RevisionCompareProps = { revisions: readonly ProposalRevision[] };

/**
 * Two versions of a proposal side by side, what changed marked (a word and a colour): price, an
 * hourly rate and weekly hours, duration, payment plan, notes, and each milestone added, removed
 * or changed. Any two versions can be picked; the previous and the latest to begin with.
 */
export function RevisionCompare({ revisions }: RevisionCompareProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'compare' });
  const last = revisions.length;
  const [left, setLeft] = useState(Math.max(1, last - 1));
  const [right, setRight] = useState(last);
  const before = revisions.find((revision) => revision.number === left) ?? revisions[0]!;
  const after = revisions.find((revision) => revision.number === right) ?? revisions[last - 1]!;
  const diff = diffProposalRevisions(before, after);
  const hoursOrDash = (hours: number | null) => (hours === null ? '—' : t('hoursValue', { hours }));
  return (
    <section aria-labelledby="revision-compare-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="revision-compare-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <VersionPicker label={t('left')} value={left} count={last} onChange={setLeft} />
          <VersionPicker label={t('right')} value={right} count={last} onChange={setRight} />
        </div>
      </div>
      {!diff.changed ? <p className="text-sm text-muted-foreground">{t('noChanges')}</p> : null}
      <div className="relative overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{t('caption', { left: before.number, right: after.number })}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="w-32 py-2 pr-3 font-medium text-muted-foreground">
                <span className="sr-only">{t('field')}</span>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('version', { number: before.number })}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('version', { number: after.number })}
              </th>
            </tr>
          </thead>
          <tbody>
            <FieldRow
              name={t('price')}
              changed={diff.price_cents.changed}
              before={<Money cents={before.price_cents} currency={before.currency} />}
              after={<Money cents={after.price_cents} currency={after.currency} />}
            />
            {before.hourly || after.hourly ? (
              <>
                <FieldRow
                  name={t('rate')}
                  changed={diff.rate_cents.changed}
                  before={<Rate cents={diff.rate_cents.before} currency={before.currency} />}
                  after={<Rate cents={diff.rate_cents.after} currency={after.currency} />}
                />
                <FieldRow
                  name={t('weeklyHours')}
                  changed={diff.weekly_hours.changed}
                  before={hoursOrDash(diff.weekly_hours.before)}
                  after={hoursOrDash(diff.weekly_hours.after)}
                />
              </>
            ) : null}
            <FieldRow
              name={t('duration')}
              changed={diff.duration_days.changed}
              before={t('days', { count: before.duration_days })}
              after={t('days', { count: after.duration_days })}
            />
            <FieldRow
              name={t('paymentPlan')}
              changed={diff.payment_plan.changed}
              before={<PlanName plan={before.payment_plan} />}
              after={<PlanName plan={after.payment_plan} />}
            />
            <FieldRow
              name={t('notes')}
              changed={diff.notes.changed}
              before={<span className="break-words whitespace-pre-wrap">{before.notes || '—'}</span>}
              after={<span className="break-words whitespace-pre-wrap">{after.notes || '—'}</span>}
            />
            {diff.milestones.map((change, index) => (
              <MilestoneRow key={index} change={change} currency={after.currency} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function VersionPicker(props: {
  label: string;
  value: number;
  count: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('propose', { keyPrefix: 'compare' });
  const id = `version-picker-${props.label}`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{props.label}</Label>
      <Select value={String(props.value)} onValueChange={(value) => props.onChange(Number(value))}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Array.from({ length: props.count }, (_, index) => index + 1).map((number) => (
            <SelectItem key={number} value={String(number)}>
              {t('version', { number })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** An hourly rate, or a dash for a fixed-price version. */
function Rate({ cents, currency }: { cents: number | null; currency: string }) {
  return cents === null ? '—' : <Money cents={cents} currency={currency} />;
}

function Money({ cents, currency }: { cents: number; currency: string }) {
  const { i18n } = useTranslation();
  return <span className="tabular-nums">{formatMoney(cents, currency, i18n.language)}</span>;
}

function PlanName({ plan }: { plan: ProposalRevision['payment_plan'] }) {
  const { t } = useTranslation('propose', { keyPrefix: 'paymentPlan' });
  return <>{t(`${plan}.name`)}</>;
}

const changedCell = 'bg-amber-50 dark:bg-amber-400/10';

function ChangeMark({ kind }: { kind: 'changed' | 'added' | 'removed' }) {
  const { t } = useTranslation('propose', { keyPrefix: 'compare' });
  const variant = kind === 'added' ? 'success' : kind === 'removed' ? 'destructive' : 'warning';
  return (
    <Badge variant={variant} className="ml-2 align-middle">
      {t(`marks.${kind}`)}
    </Badge>
  );
}

function FieldRow(props: {
  name: string;
  changed: boolean;
  before: React.ReactNode;
  after: React.ReactNode;
}) {
  return (
    <tr className="border-b align-top" data-changed={props.changed || undefined}>
      <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
        {props.name}
        {props.changed ? <ChangeMark kind="changed" /> : null}
      </th>
      <td className={cn('py-2 pr-3', props.changed && changedCell)}>{props.before}</td>
      <td className={cn('py-2', props.changed && changedCell)}>{props.after}</td>
    </tr>
  );
}

function MilestoneCell({
  milestone,
  currency,
  changed = [],
}: {
  milestone?: PlannedMilestone;
  currency: string;
  changed?: readonly string[];
}) {
  const { i18n } = useTranslation();
  if (!milestone) return <span className="text-muted-foreground">—</span>;
  const mark = (field: string) =>
    changed.includes(field) ? 'font-semibold underline decoration-amber-500' : '';
  return (
    <div className="flex flex-col gap-0.5">
      <span className={cn('break-words', mark('title'))}>{milestone.title}</span>
      <span className={cn('tabular-nums', mark('amount_cents'))}>
        {formatMoney(milestone.amount_cents, currency, i18n.language)}
      </span>
      <span className={cn('text-muted-foreground', mark('due_date'))}>
        {formatDay(milestone.due_date, i18n.language)}
      </span>
    </div>
  );
}

function MilestoneRow({ change, currency }: { change: MilestoneChange; currency: string }) {
  const { t } = useTranslation('propose', { keyPrefix: 'compare' });
  const kind = change.kind;
  const before = kind === 'added' ? undefined : change.before;
  const after = kind === 'removed' ? undefined : change.after;
  const fields = kind === 'changed' ? change.fields : [];
  const position = kind === 'removed' ? change.beforeIndex + 1 : change.afterIndex + 1;
  return (
    <tr className="border-b align-top" data-change={kind}>
      <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
        {t('milestone', { position })}
        {kind !== 'same' ? <ChangeMark kind={kind} /> : null}
        {fields.length ? (
          <span className="sr-only">
            {t('changedFields', { fields: fields.map((f) => t(`fields.${f}`)).join(', ') })}
          </span>
        ) : null}
      </th>
      <td
        className={cn(
          'py-2 pr-3',
          kind === 'removed' && 'bg-red-50 dark:bg-red-400/10',
          kind === 'changed' && changedCell,
        )}
      >
        <MilestoneCell milestone={before} currency={currency} changed={fields} />
      </td>
      <td
        className={cn(
          'py-2',
          kind === 'added' && 'bg-green-50 dark:bg-green-400/10',
          kind === 'changed' && changedCell,
        )}
      >
        <MilestoneCell milestone={after} currency={currency} changed={fields} />
      </td>
    </tr>
  );
}
