import type { HandlerMap } from '../http/handler';
import { commentIssue, createIssue, fetchIssue, listIssues, moveIssue } from './issue-service';

export const issueHandlers = {
  createIssue: ({ services, user, body }) => createIssue(services, user.id, body),
  fetchIssues: ({ services, user, query }) => listIssues(services, user.id, query),
  fetchIssue: ({ services, user, query }) => fetchIssue(services, user.id, query.issue_id),
  resolveIssue: ({ services, user, body }) => moveIssue(services, user.id, body.issue_id, 'resolve'),
  confirmIssue: ({ services, user, body }) => moveIssue(services, user.id, body.issue_id, 'confirm'),
  reopenIssue: ({ services, user, body }) => moveIssue(services, user.id, body.issue_id, 'reopen'),
  commentIssue: ({ services, user, body }) => commentIssue(services, user.id, body.issue_id, body.body),
} satisfies HandlerMap;
