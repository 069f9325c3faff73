import { useState } from 'react';

import { useActOnReport } from '@lancer/api/console/act-on-report';
import { useDismissReport } from '@lancer/api/console/dismiss-report';
import { useFetchReportQueue } from '@lancer/api/console/fetch-report-queue';
import { useRestoreContent } from '@lancer/api/console/restore-content';
import { userMessageOf } from '@lancer/api/http/api-error';

import { toLoadable } from '../../lib/to-loadable';
import { endOfDay } from '../../lib/end-of-day';
import { ConsoleReportsView, type ReportFilter } from './console-reports-view';

const PAGE_SIZE = 20;

/** /console/reports wired: the queue, dismiss, act and restore (decision 1504). */
export function ConsoleReports() {
  const [filter, setFilter] = useState<ReportFilter>('open');
  const [page, setPage] = useState(1);
  const reports = useFetchReportQueue({ status: filter, page, page_size: PAGE_SIZE });
  const dismiss = useDismissReport();
  const act = useActOnReport();
  const restore = useRestoreContent();
  const failed = [dismiss, act, restore].find((call) => call.error);
  const resetAll = () => [dismiss, act, restore].forEach((call) => call.reset());
  return (
    <ConsoleReportsView
      filter={filter}
      onFilterChange={(next) => {
        resetAll();
        setFilter(next);
        setPage(1);
      }}
      reports={toLoadable(reports, (result) => result.items)}
      page={page}
      pageCount={Math.ceil((reports.data?.total ?? 0) / PAGE_SIZE)}
      onPageChange={setPage}
      busy={dismiss.isPending || act.isPending || restore.isPending}
      actionError={failed?.error ? userMessageOf(failed.error) : null}
      onDismiss={(report, values) =>
        dismiss.mutateAsync({ body: { report_id: report.id, note: values.note } })
      }
      onAct={(report, values) =>
        act.mutateAsync({
          body: {
            report_id: report.id,
            action: values.action,
            reason: values.reason,
            ...(values.action === 'suspend_user' && { until: endOfDay(values.until) }),
          },
        })
      }
      onRestore={(report) =>
        restore.mutate({
          body: {
            subject_type: report.target_type === 'review' ? 'review' : 'job_post',
            subject_id: report.target_id,
            reason: '',
          },
        })
      }
    />
  );
}
