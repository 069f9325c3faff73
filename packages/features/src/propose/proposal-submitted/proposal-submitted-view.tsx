import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Proposal } from '@lancer/api/schemas/proposal';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent } from '@lancer/ui/components/card';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { ProposalDetails } from '../components/proposal-details';
import { paths } from '../../navigation/paths';

export type ProposalSubmittedViewProps = {
  state: Loadable<Proposal>;
};

/** /proposal-submitted/{proposalId}: what was sent, and what happens next. */
export function ProposalSubmittedView({ state }: ProposalSubmittedViewProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'proposalSubmitted' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-10">
      <LoadState state={state} errorTitle={t('loadFailed')} {...labels}>
        {(proposal) => (
          <>
            <header className="flex items-start gap-3">
              <CircleCheck aria-hidden className="mt-1 size-7 shrink-0 text-success" />
              <div className="flex min-w-0 flex-col gap-1">
                <h1 className="text-2xl font-semibold tracking-tight">
                  {proposal.revision > 1 ? t('revisionTitle', { number: proposal.revision }) : t('title')}
                </h1>
                <p className="break-words text-muted-foreground">
                  {t('lead', {
                    job: proposal.request_title,
                    client: `${proposal.client.first_name} ${proposal.client.last_name}`.trim(),
                  })}
                </p>
              </div>
            </header>
            <Card aria-labelledby="sent-heading">
              <CardContent className="flex flex-col gap-4">
                <h2 id="sent-heading" className="text-lg font-semibold">
                  {t('sentTitle')}
                </h2>
                <ProposalDetails proposal={proposal} />
              </CardContent>
            </Card>
            <section aria-labelledby="next-steps" className="flex flex-col gap-2">
              <h2 id="next-steps" className="text-lg font-semibold">
                {t('nextTitle')}
              </h2>
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                <li>{t('next.review')}</li>
                <li>{t('next.revise')}</li>
                <li>{t('next.confirm')}</li>
              </ol>
            </section>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <AppLink to={paths.makeProposal.getHref(proposal.request_id, 'view')}>{t('open')}</AppLink>
              </Button>
              <Button asChild variant="outline">
                <AppLink to={paths.quotes.getHref()}>{t('quotes')}</AppLink>
              </Button>
              <Button asChild variant="ghost">
                <AppLink to={paths.jobs.getHref()}>{t('jobs')}</AppLink>
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
