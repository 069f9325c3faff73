import { useState } from 'react';

import { useCreateTimeEntry } from '@lancer/api/hourly/create-time-entry';
import { useDeleteTimeEntry } from '@lancer/api/hourly/delete-time-entry';
import { useFetchTimesheet } from '@lancer/api/hourly/fetch-timesheet';
import { useReviewTimesheet } from '@lancer/api/hourly/review-timesheet';
import { useStartTimer } from '@lancer/api/hourly/start-timer';
import { useStopTimer } from '@lancer/api/hourly/stop-timer';
import { useUpdateTimeEntry } from '@lancer/api/hourly/update-time-entry';
import { userMessageOf } from '@lancer/api/http/api-error';

import { toLoadable } from '../../lib/to-loadable';
import { TimesheetView } from './timesheet-view';

/** An hourly project's weeks (/project-hours/{projectId}): time, the timer and the client's review. */
export function Timesheet({ projectId }: { projectId: string }) {
  const [week, setWeek] = useState<string | undefined>(undefined);
  const [timerRefusal, setTimerRefusal] = useState<string | null>(null);
  const sheet = useFetchTimesheet({ project_id: projectId, week_start: week });
  const start = useStartTimer();
  const stop = useStopTimer();
  const add = useCreateTimeEntry();
  const change = useUpdateTimeEntry();
  const remove = useDeleteTimeEntry();
  const review = useReviewTimesheet();
  const timer = (call: () => Promise<unknown>) => async () => {
    setTimerRefusal(null);
    try {
      await call();
    } catch (error) {
      setTimerRefusal(userMessageOf(error));
    }
  };
  return (
    <TimesheetView
      projectId={projectId}
      sheet={toLoadable(sheet)}
      onWeek={setWeek}
      timerRefusal={timerRefusal}
      onStartTimer={timer(() => start.mutateAsync({ body: { project_id: projectId } }))}
      onStopTimer={timer(() => stop.mutateAsync({ body: { project_id: projectId, memo: '' } }))}
      onAddEntry={(body) => add.mutateAsync({ body })}
      onUpdateEntry={(entryId, body) =>
        change.mutateAsync({
          body: {
            entry_id: entryId,
            date: body.date,
            minutes: body.minutes,
            memo: body.memo,
            issue_id: body.issue_id,
          },
        })
      }
      onDeleteEntry={(entryId) => remove.mutateAsync({ body: { entry_id: entryId } })}
      onReview={(weekStart, disputes) =>
        review.mutateAsync({ body: { project_id: projectId, week_start: weekStart, disputes } })
      }
    />
  );
}
