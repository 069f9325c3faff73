import { useTranslation } from 'react-i18next';

import type { ConsoleReport } from '@lancer/api/schemas/report';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';

import { formatDay } from '../../../lib/format';
import { personName } from '../../../lib/person-name';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';
import { ConsoleActionError, useConsoleDialog } from '../../../components/console-dialogs';
import type { ActFormValues, DismissFormValues } from '../triage-schema';
import { ActDialog } from './act-dialog';
import { DismissDialog } from './dismiss-dialog';

export type TriageActions = {
  /** Each resolves when the server took it: the dialog closes then. */
  onDismiss: (report: ConsoleReport, values: DismissFormValues) => Promise<unknown>;
  onAct: (report: ConsoleReport, values: ActFormValues) => Promise<unknown>;
  onRestore: (report: ConsoleReport) => void;
  busy: boolean;
  /** The server's refusal of the last dismissal, action or restoration. */
  actionError: string | null;
};

/** Where an operator reads the target: a job post's sheet on the board, a user's profile. */
function targetHref(report: ConsoleReport) {
  if (report.target_type === 'job_post')
    return `${paths.jobs.getHref()}?job=${encodeURIComponent(report.target_id)}`;
  if (report.target_type === 'profile') return paths.providerProfile.getHref(report.target.owner.flid);
  return null;
}

/** One report for an operator: what was reported and by whom, why, what the target is now, and triage. */
export function ReportCard({ report, ...actions }: { report: ConsoleReport } & TriageActions) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'reports' });
  const { t: tReport } = useTranslation('common', { keyPrefix: 'report' });
  const { dialog, show, close, run } = useConsoleDialog<'dismiss' | 'act'>();
  const href = targetHref(report);
  const heading = t('heading', {
    type: t(`types.${report.target_type}`),
    reason: tReport(`reasons.${report.reason}`),
  });
  return (
    <article aria-label={heading} className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{heading}</h3>
        {report.target.hidden ? <Badge variant="destructive">{t('hiddenBadge')}</Badge> : null}
        <span className="ml-auto text-xs text-muted-foreground">
          {formatDay(report.created_at, i18n.language)}
        </span>
      </div>
      <blockquote className="line-clamp-3 border-l-2 pl-3 text-sm break-words whitespace-pre-line">
        {href ? <AppLink to={href}>{report.target.label}</AppLink> : report.target.label}
      </blockquote>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('owner')}</dt>
        <dd className="break-words">{personName(report.target.owner)}</dd>
        <dt className="text-muted-foreground">{t('reporter')}</dt>
        <dd className="break-words">{personName(report.reporter)}</dd>
        {report.detail ? (
          <>
            <dt className="text-muted-foreground">{t('detail')}</dt>
            <dd className="break-words whitespace-pre-line">{report.detail}</dd>
          </>
        ) : null}
        {report.target.hidden ? (
          <>
            <dt className="text-muted-foreground">{t('hiddenWhy')}</dt>
            <dd className="break-words whitespace-pre-line">{report.target.hidden.reason}</dd>
          </>
        ) : null}
        {report.resolution ? (
          <>
            <dt className="text-muted-foreground">{t('outcome')}</dt>
            <dd className="break-words whitespace-pre-line">
              {t(`resolutions.${report.resolution.action}`, {
                operator: personName(report.resolution.operator),
                day: formatDay(report.resolution.resolved_at, i18n.language),
                note: report.resolution.note,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {report.status === 'OPEN' ? (
          <>
            <Button variant="outline" size="sm" onClick={() => show('dismiss')}>
              {t('dismiss.open')}
            </Button>
            <Button variant="destructive" size="sm" onClick={() => show('act')}>
              {t('act.open')}
            </Button>
          </>
        ) : null}
        {report.target.hidden ? (
          <Button
            variant="outline"
            size="sm"
            disabled={actions.busy}
            onClick={() => actions.onRestore(report)}
          >
            {t(report.target_type === 'review' ? 'restoreReview' : 'restoreJobPost')}
          </Button>
        ) : null}
      </div>
      {dialog === null ? <ConsoleActionError error={actions.actionError} /> : null}
      <DismissDialog
        open={dialog === 'dismiss'}
        onOpenChange={close}
        onDismiss={(values) => run(actions.onDismiss(report, values))}
        busy={actions.busy}
        error={actions.actionError}
      />
      <ActDialog
        report={report}
        open={dialog === 'act'}
        onOpenChange={close}
        onAct={(values) => run(actions.onAct(report, values))}
        busy={actions.busy}
        error={actions.actionError}
      />
    </article>
  );
}
