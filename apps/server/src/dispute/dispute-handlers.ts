import type { HandlerMap } from '../http/handler';
import {
  acceptSettlement,
  answerDispute,
  escalateDispute,
  fetchDispute,
  fetchProjectDisputes,
  openDispute,
  proposeSettlement,
} from './dispute-service';

export const disputeHandlers = {
  openDispute: ({ services, user, body }) => openDispute(services, user.id, body),
  answerDispute: ({ services, user, body }) => answerDispute(services, user.id, body),
  proposeSettlement: ({ services, user, body }) => proposeSettlement(services, user.id, body),
  acceptSettlement: ({ services, user, body }) => acceptSettlement(services, user.id, body),
  escalateDispute: ({ services, user, body }) => escalateDispute(services, user.id, body.dispute_id),
  fetchDispute: ({ services, user, query }) => fetchDispute(services, user.id, query.dispute_id),
  fetchProjectDisputes: ({ services, user, query }) =>
    fetchProjectDisputes(services, user.id, query.project_id),
} satisfies HandlerMap;
