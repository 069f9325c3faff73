import { useTranslation } from 'react-i18next';

import type { ConsoleOverview } from '@lancer/api/schemas/console';
import { BarChart } from '@lancer/ui/components/bar-chart';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Stat } from '@lancer/ui/components/stat';

import { formatMoney, formatNumber, localeOf } from '../../lib/format';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

export type ConsoleOverviewViewProps = {
  overview: Loadable<ConsoleOverview>;
};

/** The console's home (decision 1532): the numbers an operator needs, then the days behind them. */
export function ConsoleOverviewView({ overview }: ConsoleOverviewViewProps) {
  const { t } = useTranslation('console', { keyPrefix: 'overview' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      <LoadState state={overview} errorTitle={t('loadFailed')} {...labels}>
        {(data) => <Numbers overview={data} />}
      </LoadState>
    </div>
  );
}

function Numbers({ overview }: { overview: ConsoleOverview }) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'overview' });
  const language = i18n.language;
  const disputes = overview.open_disputes;
  const oldestDays = disputes.oldest_opened_at
    ? Math.floor((Date.parse(overview.as_of) - Date.parse(disputes.oldest_opened_at)) / 86_400_000)
    : null;
  const held =
    overview.money_held.length === 0
      ? formatMoney(0, 'USD', language)
      : overview.money_held
          .map((money) => formatMoney(money.amount_cents, money.currency, language))
          .join(' · ');
  const total = (key: 'sign_ups' | 'payments') => overview.days.reduce((sum, day) => sum + day[key], 0);
  // A UTC day as the series counts it, whatever the reader's clock.
  const dayLabel = new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const days = overview.days.map((day) => ({
    x: dayLabel.format(new Date(`${day.day}T00:00:00Z`)),
    sign_ups: day.sign_ups,
    payments: day.payments,
  }));
  const ages = disputes.by_age.map((age) => ({ x: t(`ages.${age.group}`), count: age.count }));
  const period = { days: overview.days.length };
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label={<AppLink to={paths.consoleDisputes.getHref()}>{t('openDisputes')}</AppLink>}
          value={formatNumber(disputes.count, language)}
          hint={
            oldestDays === null
              ? t('noOpenDisputes')
              : t('disputesHint', { escalated: disputes.escalated, count: oldestDays })
          }
        />
        <Stat label={t('moneyHeld')} value={held} hint={t('moneyHeldHint')} />
        <Stat
          label={<AppLink to={paths.consoleReports.getHref()}>{t('reportsWaiting')}</AppLink>}
          value={formatNumber(overview.reports_waiting, language)}
          hint={t('reportsHint')}
        />
      </div>
      <section aria-labelledby="overview-ages" className="rounded-lg border p-4">
        <h2 id="overview-ages" className="mb-2 text-base font-semibold">
          {t('agesTitle')}
        </h2>
        <BarChart
          title={<span className="sr-only">{t('agesTitle')}</span>}
          summary={t('agesSummary', { count: disputes.count })}
          data={ages}
          xKey="x"
          series={[{ key: 'count', label: t('openDisputes'), colour: 1 }]}
          integerValues
          height={200}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['sign_ups', 'payments'] as const).map((key) => (
          <section key={key} aria-labelledby={`overview-${key}`} className="rounded-lg border p-4">
            <h2 id={`overview-${key}`} className="mb-2 text-base font-semibold">
              {t(`${key}.title`, period)}
            </h2>
            <BarChart
              title={<span className="sr-only">{t(`${key}.title`, period)}</span>}
              summary={t(`${key}.summary`, { ...period, total: total(key) })}
              data={days}
              xKey="x"
              series={[{ key, label: t(`${key}.series`), colour: key === 'sign_ups' ? 2 : 3 }]}
              integerValues
              height={200}
            />
            <p className="mt-2 text-sm text-muted-foreground" aria-hidden>
              {t(`${key}.summary`, { ...period, total: total(key) })}
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
