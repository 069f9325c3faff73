import { reportSchema, submitReportBodySchema } from '../schemas/report';
import { signedIn } from './access';
import { defineOperation } from './operation';

/** Reports of what a user saw (decision 1504): they land in the console's queue. */

export const submitReport = defineOperation({
  name: 'submitReport',
  method: 'POST',
  path: '/api/report/submit-report',
  summary:
    'Reports a job post, a profile, a review or a message with a reason and an optional detail. One open ' +
    'report per reporter and target (REPORT-ONE-OPEN): reporting it again answers 409 CONFLICT; nobody ' +
    'reports their own. A target the caller cannot see answers 404.',
  auth: 'user',
  access: signedIn,
  limit: 'report',
  body: submitReportBodySchema,
  response: reportSchema,
});

export const reportOperations = { submitReport } as const;
