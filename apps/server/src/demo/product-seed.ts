import { eq } from 'drizzle-orm';

import { inviteProductCollaborator } from '../product/product-collaborator-service';
import {
  confirmProductIssue,
  createProductIssue,
  resolveProductIssue,
} from '../product/product-issue-service';
import { createProductOpsEvent } from '../product/product-ops-service';
import { createProductPlanItem } from '../product/product-plan-service';
import { createProduct } from '../product/product-service';
import { createProductWorkItem, updateProductWorkItem } from '../product/product-work-service';
import type { Services } from '../services';
import { opsEvents, workItems } from '../db/product-schema';
import type { DemoPeople } from './seed';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The quarter of a date, e.g. 2026-Q4, `offset` quarters on. */
function quarter(offset: number) {
  const now = new Date();
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) + offset;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/**
 * A product with every tab filled: the demo client owns "Salon Suite", Ada collaborates, one
 * email invite is pending; plan, work items, issues, ops events and so metrics all have content.
 */
export async function seedProducts(services: Services, people: DemoPeople) {
  const { client, ada } = people;
  const product = await createProduct(services, client, {
    name: 'Salon Suite',
    description: 'Booking, payments and reminders for independent salons.',
    links: [
      { label: 'Website', url: 'https://salon-suite.example' },
      { label: 'Repository', url: 'https://git.example/salon-suite' },
    ],
  });
  const product_id = product.id;
  await inviteProductCollaborator(services, client, { product_id, invitee: 'ada@lancer.test' });
  await inviteProductCollaborator(services, client, { product_id, invitee: 'dana@salon-suite.example' });

  for (const [title, offset, status] of [
    ['Stylist profiles', -1, 'done'],
    ['Online deposits', 0, 'in_progress'],
    ['SMS reminders', 1, 'planned'],
    ['Gift cards', 2, 'planned'],
  ] as const)
    await createProductPlanItem(services, client, { product_id, title, quarter: quarter(offset), status });

  const spam = await createProductIssue(services, client, {
    product_id,
    title: 'Reminder emails land in spam',
    description: 'Clients say the reminder for tomorrow went to their spam folder.',
    assignee_id: ada,
  });
  const holidays = await createProductIssue(services, ada, {
    product_id,
    title: 'Calendar misses holidays',
    description: 'Bank holidays show as open days in the booking calendar.',
    assignee_id: null,
  });
  const receipt = await createProductIssue(services, ada, {
    product_id,
    title: 'Receipt shows the wrong tax rate',
    description: 'Receipts print 19% where the salon set 7%.',
    assignee_id: ada,
  });
  await resolveProductIssue(services, ada, holidays.id);
  await resolveProductIssue(services, ada, receipt.id);
  await confirmProductIssue(services, client, receipt.id);

  const work = [
    {
      title: 'Deliverability: SPF and DKIM for reminders',
      status: 'in_progress',
      issue_id: spam.id,
      hours: 6,
      done: 0,
    },
    { title: 'Deposit refunds', status: 'todo', issue_id: null, hours: 8, done: 0 },
    { title: 'Holiday calendar import', status: 'review', issue_id: holidays.id, hours: 5, done: 0 },
    { title: 'Stylist photos', status: 'done', issue_id: null, hours: 4, done: 12 },
    { title: 'Tax rate per salon', status: 'done', issue_id: receipt.id, hours: 3, done: 3 },
  ] as const;
  for (const item of work) {
    const created = await createProductWorkItem(services, client, {
      product_id,
      title: item.title,
      status: item.status === 'done' ? 'review' : item.status,
      assignee_id: item.status === 'todo' ? null : ada,
      issue_id: item.issue_id,
      estimate_hours: item.hours,
    });
    if (item.status === 'done') {
      await updateProductWorkItem(services, ada, { work_item_id: created.id, status: 'done' });
      await services.db
        .update(workItems)
        .set({ updatedAt: daysAgo(item.done) })
        .where(eq(workItems.id, created.id));
    }
  }

  const events = [
    { kind: 'deployment', title: 'Release 1.2.0', status: 'succeeded', severity: null, days: 24 },
    { kind: 'deployment', title: 'Release 1.3.0', status: 'failed', severity: null, days: 17 },
    { kind: 'deployment', title: 'Release 1.3.1', status: 'succeeded', severity: null, days: 16 },
    { kind: 'incident', title: 'Payments page slow', status: 'resolved', severity: 'sev2', days: 9 },
    { kind: 'deployment', title: 'Release 1.4.0', status: 'succeeded', severity: null, days: 4 },
    { kind: 'incident', title: 'Reminder queue stuck', status: 'open', severity: 'sev3', days: 1 },
  ] as const;
  for (const event of events) {
    const created = await createProductOpsEvent(services, ada, {
      product_id,
      kind: event.kind,
      title: event.title,
      environment: 'production',
      status: event.status,
      severity: event.severity,
    });
    const at = daysAgo(event.days);
    await services.db
      .update(opsEvents)
      .set({
        happenedAt: at,
        resolvedAt: event.status === 'resolved' ? new Date(at.getTime() + 5_400_000) : null,
      })
      .where(eq(opsEvents.id, created.id));
  }
}
