import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TimeEntry, Timesheet, TimesheetStatus } from '@lancer/api/schemas/hourly';
import { shiftWeek } from '@lancer/api/rules/hourly';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Progress } from '@lancer/ui/components/progress';
import { StatusBadge, type Status } from '@lancer/ui/components/status-badge';

import { formatDay, formatMoment, formatMoney } from '../../lib/format';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { EntryForm } from './components/entry-form';
import { EntryList } from './components/entry-list';
import { WeekReview, type Disputes } from './components/week-review';
import type { EntryBody } from './entry-form-values';
import { hoursOf } from '../../lib/hours';

export type TimesheetViewProps = {
  projectId: string;
  sheet: Loadable<Timesheet>;
  onWeek: (weekStart: string) => void;
  onStartTimer: () => Promise<unknown>;
  onStopTimer: () => Promise<unknown>;
  /** A refusal of the last timer call (the weekly limit), shown by the timer. */
  timerRefusal: string | null;
  onAddEntry: (body: EntryBody) => Promise<unknown>;
  /** An entry of the open week changed (its day, hours, memo). */
  onUpdateEntry: (entryId: string, body: EntryBody) => Promise<unknown>;
  onDeleteEntry: (entryId: string) => Promise<unknown>;
  onReview: (weekStart: string, disputes: Disputes) => Promise<unknown>;
};

const badgeOf: Record<TimesheetStatus, Status> = {
  open: 'ONGOING',
  in_review: 'OUTSTANDING',
  approved: 'PAID',
  disputed: 'REJECTED',
  held: 'PENDING',
  resolved: 'DONE',
};

/** An hourly project's week (/project-hours/{projectId}): the provider logs time, the client reviews it. */
export function TimesheetView({ projectId, sheet, ...actions }: TimesheetViewProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-10">
      <LoadState state={sheet} errorTitle={t('loadFailed')} {...loadLabels}>
        {(data) => (
          <>
            <PageHeader
              title={data.project_title}
              description={t('terms', {
                rate: formatMoney(data.rate_cents, data.currency, i18n.language),
                limit: data.weekly_limit_hours,
              })}
              actions={
                <Button variant="outline" asChild>
                  <AppLink to={paths.projects.getHref(projectId)}>{t('backToProject')}</AppLink>
                </Button>
              }
            />
            <WeekBody data={data} {...actions} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function WeekBody({
  data,
  ...actions
}: { data: Timesheet } & Omit<TimesheetViewProps, 'projectId' | 'sheet'>) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  const language = i18n.language;
  const provider = data.role === 'provider';
  const open = data.status === 'open';
  const money = (cents: number) => formatMoney(cents, data.currency, language);
  const current = data.week_start === data.now.slice(0, 10) || open;
  const waiting = data.weeks_in_review.filter((week) => week !== data.week_start);
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  return (
    <section aria-labelledby="week-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="week-title" className="text-xl font-semibold">
            {t('weekOf', { date: formatDay(data.week_start, language, 'long') })}
          </h2>
          <StatusBadge status={badgeOf[data.status]} label={t(`status.${data.status}`)} />
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => actions.onWeek(shiftWeek(data.week_start, -1))}>
            {t('previousWeek')}
          </Button>
          {open ? null : (
            <Button variant="outline" size="sm" onClick={() => actions.onWeek(shiftWeek(data.week_start, 1))}>
              {t('nextWeek')}
            </Button>
          )}
        </div>
      </div>
      {!provider && waiting.length > 0 ? (
        <Alert variant="info">
          <AlertTitle>{t('waitingReview', { date: formatDay(waiting[0]!, language, 'long') })}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => actions.onWeek(waiting[0]!)}>
              {t('openWeek')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <p className="text-lg font-medium">
          {t(open && current ? 'thisWeek' : 'weekTotal', {
            hours: hoursOf(data.minutes, language),
            limit: data.weekly_limit_hours,
          })}
        </p>
        <Progress
          value={data.minutes}
          max={data.weekly_limit_hours * 60}
          label={t('limitUsed', { hours: hoursOf(data.minutes, language), limit: data.weekly_limit_hours })}
        />
        <p className="text-sm text-muted-foreground">
          {data.status === 'approved' || data.status === 'disputed'
            ? t('billed', { amount: money(data.amount_cents), hours: hoursOf(data.billed_minutes, language) })
            : data.status === 'resolved'
              ? t('resolvedBilled', { amount: money(data.amount_cents) })
              : t('amountSoFar', { amount: money(data.amount_cents) })}
          {open ? ` ${t('closesAt', { date: formatMoment(data.closes_at, language) })}` : null}
        </p>
        {open && data.minutes >= data.weekly_limit_hours * 60 ? (
          <Alert>
            <AlertTitle>{t('limitReached', { limit: data.weekly_limit_hours })}</AlertTitle>
          </Alert>
        ) : null}
      </div>
      <WeekDispute data={data} />
      {data.payment_id ? (
        <Alert variant="success">
          <AlertTitle>{t('invoiced', { amount: money(data.amount_cents) })}</AlertTitle>
          <AlertDescription>
            <AppLink to={paths.payment.getHref()} className="font-medium underline underline-offset-4">
              {t('paymentHistory')}
            </AppLink>
          </AlertDescription>
        </Alert>
      ) : null}
      {provider && open ? <Timer data={data} {...actions} /> : null}
      <EntryList
        entries={data.entries}
        canChange={provider && open}
        onEdit={setEditing}
        onDelete={actions.onDeleteEntry}
      />
      {provider && open ? (
        editing ? (
          <EntryForm
            key={editing.id}
            projectId={data.project_id}
            today={data.now.slice(0, 10)}
            entry={editing}
            onSubmit={async (body) => {
              await actions.onUpdateEntry(editing.id, body);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <EntryForm
            projectId={data.project_id}
            today={data.now.slice(0, 10)}
            onSubmit={actions.onAddEntry}
          />
        )
      ) : null}
      {!provider && data.status === 'in_review' ? (
        <WeekReview
          key={data.week_start}
          sheet={data}
          onReview={(disputes) => actions.onReview(data.week_start, disputes)}
        />
      ) : null}
    </section>
  );
}

/**
 * A dispute over the whole week (decision 1550): either side opens one while the week is in its
 * review; a held week says it waits for its dispute, which both sides follow on the disputes page.
 */
function WeekDispute({ data }: { data: Timesheet }) {
  const { t } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  if (data.status === 'in_review')
    return (
      <section
        aria-label={t('openDispute')}
        className="flex flex-wrap items-center gap-3 rounded-lg border p-4"
      >
        <p className="grow basis-64 text-sm text-muted-foreground">{t('disputeLead')}</p>
        <Button variant="outline" asChild>
          <AppLink to={paths.projectDisputes.getHref(data.project_id, { week: data.week_start })}>
            {t('openDispute')}
          </AppLink>
        </Button>
      </section>
    );
  if (!data.dispute_id) return null;
  const link = (
    <AppLink
      to={paths.projectDisputes.getHref(data.project_id)}
      className="font-medium underline underline-offset-4"
    >
      {t('seeDispute')}
    </AppLink>
  );
  if (data.status !== 'held') return <p className="text-sm">{link}</p>;
  return (
    <Alert variant="warning">
      <AlertTitle>{t('heldTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('heldBody')}</p>
        {link}
      </AlertDescription>
    </Alert>
  );
}

function Timer({
  data,
  onStartTimer,
  onStopTimer,
  timerRefusal,
}: { data: Timesheet } & Pick<TimesheetViewProps, 'onStartTimer' | 'onStopTimer' | 'timerRefusal'>) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  const running = data.timer_started_at;
  return (
    <section aria-label={t('timer')} className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
      <p className="grow text-sm">
        {running ? t('timerRunning', { time: formatMoment(running, i18n.language) }) : t('timerStopped')}
      </p>
      {running ? (
        <Button variant="destructive" onClick={() => void onStopTimer()}>
          {t('stop')}
        </Button>
      ) : (
        <Button onClick={() => void onStartTimer()}>{t('start')}</Button>
      )}
      {timerRefusal ? <p className="w-full text-sm text-destructive">{timerRefusal}</p> : null}
    </section>
  );
}
