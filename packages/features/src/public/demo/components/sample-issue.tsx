import { useTranslation } from 'react-i18next';

import { Badge } from '@lancer/ui/components/badge';

import type { DemoSample } from '../sample-data';
import { DemoSection } from './demo-section';

export function SampleIssue({ issue }: { issue: DemoSample['issue'] }) {
  const { t } = useTranslation('public', { keyPrefix: 'demo' });
  return (
    <DemoSection title={t('issue.title')} description={t('issue.description')}>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">#{issue.number}</span>
          <h3 className="font-semibold">{t('sampleData.issueTitle')}</h3>
          <Badge variant="secondary">{t(`issue.state.${issue.state}`)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t('sampleData.issueBody')}</p>
        <p className="text-sm">
          {t('issue.reporter', { name: t('sampleData.people.client') })}
          {' · '}
          {t('issue.milestone', { name: t(`sampleData.milestones.${issue.milestoneKey}`) })}
        </p>
      </div>
    </DemoSection>
  );
}
