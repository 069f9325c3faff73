import type { HandlerMap } from '../http/handler';
import {
  approveMilestone,
  deliverMilestone,
  fundMilestone,
  payMilestone,
  startMilestone,
} from './milestone-service';

export const milestoneHandlers = {
  fundMilestone: ({ services, user, body }) => fundMilestone(services, user.id, body),
  startMilestone: ({ services, user, body }) => startMilestone(services, user.id, body.milestone_id),
  deliverMilestone: ({ services, user, body }) =>
    deliverMilestone(services, user.id, body.milestone_id, body.note),
  approveMilestone: ({ services, user, body }) =>
    approveMilestone(services, user.id, body.milestone_id, body.approve_with_open_issues),
  payMilestone: ({ services, user, body }) =>
    payMilestone(services, user.id, body.milestone_id, body.idempotency_key),
} satisfies HandlerMap;
