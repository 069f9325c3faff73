import type { HandlerMap } from '../http/handler';
import {
  commentIssue,
  confirmIssue,
  createIssue,
  fetchIssue,
  fetchIssues,
  reopenIssue,
  resolveIssue,
} from './issue-service';

export const issueHandlers = {
  createIssue: ({ services, user, body }) => createIssue(services, user.id, body),
  fetchIssues: ({ services, user, query }) => fetchIssues(services, user.id, query),
  fetchIssue: ({ services, user, query }) => fetchIssue(services, user.id, query.issue_id),
  resolveIssue: ({ services, user, body }) => resolveIssue(services, user.id, body.issue_id),
  confirmIssue: ({ services, user, body }) => confirmIssue(services, user.id, body.issue_id),
  reopenIssue: ({ services, user, body }) => reopenIssue(services, user.id, body.issue_id),
  commentIssue: ({ services, user, body }) => commentIssue(services, user.id, body.issue_id, body.body),
} satisfies HandlerMap;
