import { createRequest } from '../request/request-service';
import { submitReport } from '../report/report-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

/**
 * Demo reports (decision 1504): Lin posts a job that asks to be paid outside Lancer; Ada reports the
 * post and Lin's profile, so the console's queue has two open reports to triage.
 */
export async function seedReports(services: Services, people: DemoPeople) {
  const { ada, lin } = people;
  const post = await createRequest(services, lin, {
    title: 'Quick logo, paid by bank transfer',
    description_html:
      '<p>Message me on WhatsApp and I pay you directly, outside Lancer, to save the fees.</p>',
    category: 'Design',
    skills: ['branding'],
    budget_type: 'fixed',
    budget_min_cents: 5_000,
    budget_max_cents: 10_000,
    currency: 'USD',
    expected_duration: 'less_than_1_week',
    attachments: [],
    visibility: 'public',
  });
  await submitReport(services, ada, {
    target_type: 'job_post',
    target_id: post.id,
    reason: 'off_platform',
    detail: 'The post asks to be paid outside Lancer.',
  });
  await submitReport(services, ada, {
    target_type: 'profile',
    target_id: lin,
    reason: 'spam',
    detail: 'Sends the same offer to every provider.',
  });
}
