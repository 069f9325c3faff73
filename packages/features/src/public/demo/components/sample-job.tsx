import { useTranslation } from 'react-i18next';

import { Badge } from '@lancer/ui/components/badge';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { formatAmount } from '../../../lib/format';
import type { DemoSample } from '../sample-data';
import { DemoSection } from './demo-section';

export function SampleJob({ job }: { job: DemoSample['job'] }) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'demo' });
  const [low, high] = job.budgetCents;
  return (
    <DemoSection title={t('job.title')} description={t('job.description')}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-xl font-semibold">{t('sampleData.jobTitle')}</h3>
          <StatusBadge status="RECRUITING" label={t('status.RECRUITING')} />
        </div>
        <p className="text-muted-foreground">{t('sampleData.jobBody')}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t('job.budget')}</dt>
            <dd className="font-medium">
              {formatAmount(low, 'USD', i18n.language)} – {formatAmount(high, 'USD', i18n.language)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('job.duration')}</dt>
            <dd className="font-medium">{t('sampleData.jobDuration')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('job.skills')}</dt>
            <dd className="flex flex-wrap gap-1">
              {job.skills.map((skill) => (
                <Badge key={skill} variant="secondary">
                  {t(`sampleData.skills.${skill}`)}
                </Badge>
              ))}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">{t('job.proposals', { count: job.proposals })}</p>
      </div>
    </DemoSection>
  );
}
