import { fetchTimesheetMock } from './fetch-timesheet';
import { createTimeEntryMock } from './create-time-entry';
import { updateTimeEntryMock } from './update-time-entry';
import { deleteTimeEntryMock } from './delete-time-entry';
import { startTimerMock } from './start-timer';
import { stopTimerMock } from './stop-timer';
import { reviewTimesheetMock } from './review-timesheet';

/** The hourly area's calls: each one's scenario factories, by operation name. */
export const hourlyMocks = {
  fetchTimesheet: fetchTimesheetMock,
  createTimeEntry: createTimeEntryMock,
  updateTimeEntry: updateTimeEntryMock,
  deleteTimeEntry: deleteTimeEntryMock,
  startTimer: startTimerMock,
  stopTimer: stopTimerMock,
  reviewTimesheet: reviewTimesheetMock,
} as const;
