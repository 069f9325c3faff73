import { createIssueMock } from './create-issue';
import { fetchIssuesMock } from './fetch-issues';
import { fetchIssueMock } from './fetch-issue';
import { resolveIssueMock } from './resolve-issue';
import { confirmIssueMock } from './confirm-issue';
import { reopenIssueMock } from './reopen-issue';
import { commentIssueMock } from './comment-issue';

/** The issue area's calls: each one's scenario factories, by operation name. */
export const issueMocks = {
  createIssue: createIssueMock,
  fetchIssues: fetchIssuesMock,
  fetchIssue: fetchIssueMock,
  resolveIssue: resolveIssueMock,
  confirmIssue: confirmIssueMock,
  reopenIssue: reopenIssueMock,
  commentIssue: commentIssueMock,
} as const;
