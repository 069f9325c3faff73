import type { HandlerMap } from '../http/handler';
import {
  createTimeEntry,
  deleteTimeEntry,
  fetchTimesheet,
  reviewTimesheet,
  startTimer,
  stopTimer,
  updateTimeEntry,
} from './hourly-service';

export const hourlyHandlers = {
  fetchTimesheet: ({ services, user, query }) =>
    fetchTimesheet(services, user.id, query.project_id, query.week_start),
  createTimeEntry: ({ services, user, body }) => createTimeEntry(services, user.id, body),
  updateTimeEntry: ({ services, user, body }) => updateTimeEntry(services, user.id, body),
  deleteTimeEntry: ({ services, user, body }) => deleteTimeEntry(services, user.id, body.entry_id),
  startTimer: ({ services, user, body }) => startTimer(services, user.id, body.project_id),
  stopTimer: ({ services, user, body }) => stopTimer(services, user.id, body.project_id, body.memo),
  reviewTimesheet: ({ services, user, body }) => reviewTimesheet(services, user.id, body),
} satisfies HandlerMap;
