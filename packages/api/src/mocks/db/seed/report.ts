import type { UserSummary } from '../../../schemas/common';
import { fixtureTime } from '../../factories/sequence';
import type { StoredReport } from '../mock-db';

/** The demo's reports: two open ones waiting in the console's queue, and one already dismissed. */
export function seedReports(operator: UserSummary): StoredReport[] {
  return [
    {
      id: 'report-job-off-platform',
      reporter_id: 'user-ada',
      target_type: 'job_post',
      target_id: 'request-others',
      reason: 'off_platform',
      detail: 'The post asks to be paid by bank transfer outside Lancer.',
      status: 'OPEN',
      created_at: fixtureTime(400),
      resolution: null,
    },
    {
      id: 'report-profile-spam',
      reporter_id: 'user-grace',
      target_type: 'profile',
      target_id: 'user-chen',
      reason: 'spam',
      detail: '',
      status: 'OPEN',
      created_at: fixtureTime(420),
      resolution: null,
    },
    {
      id: 'report-message-dismissed',
      reporter_id: 'user-grace',
      target_type: 'message',
      target_id: 'message-3',
      reason: 'harassment',
      detail: 'Felt pushy.',
      status: 'DISMISSED',
      created_at: fixtureTime(380),
      resolution: {
        action: 'dismiss',
        note: 'A status update, not harassment.',
        operator,
        resolved_at: fixtureTime(390),
      },
    },
  ];
}
