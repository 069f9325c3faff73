import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../../navigation/app-link';
import { ProjectMilestones } from './components/project-milestones';
import { RevisionDiff } from './components/revision-diff';
import { SampleCharts } from './components/sample-charts';
import { SampleChat } from './components/sample-chat';
import { SampleIssue } from './components/sample-issue';
import { SampleJob } from './components/sample-job';
import { SampleProposal } from './components/sample-proposal';
import type { DemoSample } from './sample-data';
import { paths } from '../../navigation/paths';

export type DemoViewProps = { sample: DemoSample };

/** A first look without an account: the main screens from sample data, each marked and linked to sign up. */
export function DemoView({ sample }: DemoViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'demo' });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-6 py-12">
      <section className="flex flex-col gap-4">
        <h1 className="text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('lead')}</p>
        <div>
          <Button asChild>
            <AppLink to={paths.signin.getHref()}>{t('signUp')}</AppLink>
          </Button>
        </div>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SampleJob job={sample.job} />
        <SampleProposal milestones={sample.milestones} />
        <RevisionDiff />
        <ProjectMilestones milestones={sample.milestones} />
        <SampleIssue issue={sample.issue} />
        <SampleChat />
      </div>
      <SampleCharts chart={sample.chart} />
    </div>
  );
}
