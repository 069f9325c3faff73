import { useTranslation } from 'react-i18next';

import type { Achievement, Statistics } from '@lancer/api/schemas/achievement';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { BadgeList } from './components/badge-list';
import { ProgressList } from './components/progress-list';
import { StatisticsSummary } from './components/statistics-summary';
import { paths } from '../../navigation/paths';

export type AchievementsViewProps = {
  statistics: Loadable<Statistics>;
  achievements: Loadable<readonly Achievement[]>;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Achievements (/achievements): statistics, badges earned with their dates, and progress toward the rest. */
export function AchievementsView({ statistics, achievements }: AchievementsViewProps) {
  const { t } = useTranslation('insight', { keyPrefix: 'achievements' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-6 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
        <AppLink
          to={paths.dataVisualization.getHref()}
          className="w-fit text-sm font-medium text-primary hover:underline"
        >
          {t('chartsLink')}
        </AppLink>
      </header>
      <Section title={t('statsTitle')}>
        <LoadState state={statistics} errorTitle={t('statsLoadFailed')} {...labels}>
          {(data) => <StatisticsSummary statistics={data} />}
        </LoadState>
      </Section>
      <LoadState state={achievements} errorTitle={t('loadFailed')} {...labels}>
        {(list) => {
          const earned = list
            .filter((achievement) => achievement.earned_at !== null)
            .sort((a, b) => b.earned_at!.localeCompare(a.earned_at!));
          const open = list.filter((achievement) => achievement.earned_at === null);
          return (
            <>
              <Section title={t('earnedTitle')}>
                {earned.length ? (
                  <BadgeList achievements={earned} />
                ) : (
                  <EmptyState title={t('emptyEarnedTitle')} description={t('emptyEarnedBody')} />
                )}
              </Section>
              <Section title={t('progressTitle')}>
                {open.length ? (
                  <ProgressList achievements={open} />
                ) : (
                  <p className="text-muted-foreground">{t('allEarned')}</p>
                )}
              </Section>
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
