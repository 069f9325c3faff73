import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';
import type { ClientReputationFigure } from '@lancer/api/schemas/review';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@lancer/ui/components/sheet';
import { useTrustedHtml } from '@lancer/ui/lib/use-trusted-html';

import { TranslateButton } from '../../../components/translatable-text';
import { shownHtml } from '../../../lib/rich-text';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';
import type { InPlaceTranslation } from '../../../lib/use-translate-in-place';
import { AppLink } from '../../../navigation/app-link';
import { HiddenPostNotice } from '../../../components/hidden-post-notice';
import { ClientReputationFacts } from '../../components/client-reputation';
import { JobSummary } from '../../components/job-summary';
import { SaveJobButton } from './save-job-button';
import { paths } from '../../../navigation/paths';

type JobSheetProps = {
  job: Loadable<Request> | null;
  /** The job's [title, description_html] as shown: the original or, one click away, the translation. */
  translation: InPlaceTranslation;
  onClose: () => void;
  savePending: boolean;
  onToggleSave: (request: Request) => void;
  /** Report the post (decision 1504); nothing without it. */
  renderReport?: (request: Request) => React.ReactNode;
  /** The open job's client's record (CLIENT-REPUTATION); nothing until it has loaded. */
  clientReputation?: ClientReputationFigure;
};

/** A job's whole post in a side sheet, with "Make a proposal" or a link to the proposal already sent. */
export function JobSheet({
  job,
  translation,
  onClose,
  savePending,
  onToggleSave,
  renderReport,
  clientReputation,
}: JobSheetProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'jobs.sheet' });
  const labels = useLoadStateLabels();
  const translated = translation.state === 'translated';
  const [shownTitle, shownDescription = ''] = translation.texts;
  const title =
    job?.status === 'ready' ? (translated && shownTitle ? shownTitle : job.data.title) : t('title');
  return (
    <Sheet open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full sm:max-w-xl" closeLabel={t('close')}>
        <SheetHeader>
          <SheetTitle className="pr-6 break-words" lang={translation.lang}>
            {title}
          </SheetTitle>
          <SheetDescription>{t('description')}</SheetDescription>
        </SheetHeader>
        <SheetBody className="overflow-y-auto">
          {job ? (
            <LoadState state={job} errorTitle={t('loadFailed')} {...labels}>
              {(request) => (
                <div className="flex flex-col gap-4">
                  <HiddenPostNotice request={request} />
                  <JobSummary request={request} hideTitle />
                  <TranslateButton translation={translation} className="self-start" />
                  <JobDescription
                    html={translated ? shownDescription : request.description_html}
                    lang={translation.lang}
                  />
                  {clientReputation ? <ClientReputationFacts reputation={clientReputation} /> : null}
                  {renderReport?.(request)}
                </div>
              )}
            </LoadState>
          ) : null}
        </SheetBody>
        {job?.status === 'ready' ? (
          <SheetFooter className="flex-row flex-wrap items-center gap-3">
            {job.data.my_proposal_id ? (
              <>
                <span className="text-sm text-muted-foreground">{t('alreadyProposed')}</span>
                <Button asChild variant="outline">
                  <AppLink to={paths.makeProposal.getHref(job.data.id, 'view')}>{t('openProposal')}</AppLink>
                </Button>
              </>
            ) : job.data.status === 'RECRUITING' ? (
              <Button asChild>
                <AppLink to={paths.makeProposal.getHref(job.data.id, 'new')}>{t('makeProposal')}</AppLink>
              </Button>
            ) : null}
            <SaveJobButton request={job.data} pending={savePending} onToggle={onToggleSave} />
          </SheetFooter>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/**
 * The posted description (sanitised by the server) or its translation (from the AI), sanitised again
 * on its way into the page (decision 0718).
 */
function JobDescription({ html, lang }: { html: string; lang: string | undefined }) {
  return (
    <div
      data-testid="job-description"
      lang={lang}
      className="text-sm break-words [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: useTrustedHtml(html, shownHtml) }}
    />
  );
}
