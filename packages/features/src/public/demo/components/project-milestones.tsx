import { useTranslation } from 'react-i18next';

import { Progress } from '@lancer/ui/components/progress';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { formatAmount, formatDay } from '../../../lib/format';
import type { DemoMilestone } from '../sample-data';
import { DemoSection } from './demo-section';

const finished = new Set(['DONE', 'PAID']);

/** A project's milestones as the client and provider both see them, with progress. */
export function ProjectMilestones({ milestones }: { milestones: readonly DemoMilestone[] }) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'demo' });
  const done = milestones.filter((milestone) => finished.has(milestone.status)).length;
  const progress = t('project.progress', { done, count: milestones.length });
  return (
    <DemoSection title={t('project.title')} description={t('project.description')}>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">{progress}</p>
        <Progress value={done} max={milestones.length} label={progress} />
      </div>
      <ol className="flex flex-col divide-y">
        {milestones.map((milestone) => (
          <li key={milestone.key} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {t(`sampleData.milestones.${milestone.key}`, { defaultValue: milestone.key })}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatAmount(milestone.amountCents, 'USD', i18n.language)} ·{' '}
                {formatDay(milestone.due, i18n.language, 'long')}
              </p>
            </div>
            <StatusBadge status={milestone.status} label={t(`status.${milestone.status}`)} />
          </li>
        ))}
      </ol>
    </DemoSection>
  );
}
