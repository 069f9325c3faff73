import { MoneyCollectingMethodType } from '@lancer/api/constants';

import { recordHeld, recordReleased } from '../ledger/money-movements';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projectMembers, projects } from '../db/project-schema';
import { proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import type { DemoPeople } from './seed';

/** Finished work of the past year, month by month: title, client's score, milestones (amount, days late). */
const history: Array<{ title: string; score: number; parts: Array<[string, number, number]> }> = [
  { title: 'Landing page for a yoga studio', score: 92, parts: [['Design and build', 60_000, 0]] },
  { title: 'Newsletter sign-up flow', score: 88, parts: [['Form and emails', 35_000, 2]] },
  {
    title: 'Online menu for a café',
    score: 97,
    parts: [
      ['Menu pages', 40_000, 0],
      ['Ordering button', 25_000, 0],
    ],
  },
  { title: 'Speed up the product pages', score: 95, parts: [['Audit and fixes', 55_000, 0]] },
  {
    title: 'Booking calendar',
    score: 90,
    parts: [
      ['Calendar view', 70_000, 0],
      ['Reminders by email', 30_000, 1],
    ],
  },
  { title: 'Accessibility review', score: 100, parts: [['Review and fixes', 45_000, 0]] },
  { title: 'Blog migration to MDX', score: 85, parts: [['Migration', 50_000, 3]] },
  {
    title: 'Customer portal',
    score: 94,
    parts: [
      ['Sign-in and profile', 80_000, 0],
      ['Invoices page', 60_000, 0],
    ],
  },
  { title: 'Stripe checkout fixes', score: 98, parts: [['Fixes with tests', 30_000, 0]] },
  { title: 'Admin dashboard charts', score: 91, parts: [['Charts', 65_000, 0]] },
];

const DAY = 86_400_000;

const job = (title: string, price: number) => ({
  title,
  descriptionHtml: `<p>${title}.</p>`,
  category: 'web',
  skills: ['react', 'css'],
  budgetType: 'fixed' as const,
  budgetMinCents: price,
  budgetMaxCents: price + 20_000,
  currency: 'USD',
  expectedDuration: '1_to_4_weeks',
  attachments: [],
  visibility: 'public' as const,
});

/** The titles of the history's jobs, so tests of the current demo data can tell them apart. */
export const statsHistoryTitles = history.map((work) => work.title);

/**
 * A year of history for the demo accounts, at the records' real dates: each month Grace posted a
 * job, Ada's proposal was accepted, its milestones were delivered, approved and paid, and the
 * project was finished with a score; some of Ada's proposals were turned down. Statistics,
 * achievements and charts derive from these records like from any others.
 */
export async function seedStatsHistory(services: Services, people: DemoPeople) {
  const { db } = services;
  const { client, ada, lin } = people;
  const now = Date.now();
  for (const [index, work] of history.entries()) {
    const monthsAgo = history.length + 1 - index; // 11 .. 2 months ago
    const start = new Date(now - monthsAgo * 30 * DAY);
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const day = (days: number) => at(days).toISOString().slice(0, 10);
    const price = work.parts.reduce((sum, [, cents]) => sum + cents, 0);
    const requestId = newId();
    const proposalId = newId();
    const projectId = newId();
    await db.insert(requests).values({
      ...job(work.title, price),
      id: requestId,
      clientId: client,
      status: 'DONE',
      createdAt: at(0),
      updatedAt: at(30),
    });
    const planned = work.parts.map(([title, amount], part) => ({
      title,
      description: '',
      amount_cents: amount,
      due_date: day(10 + part * 10),
    }));
    await db.insert(proposals).values({
      id: proposalId,
      requestId,
      providerId: ada,
      priceCents: price,
      currency: 'USD',
      durationDays: 30,
      notes: 'Happy to start this week.',
      milestones: planned,
      paymentPlan: 'per_milestone',
      status: 'ONGOING',
      projectId,
      createdAt: at(1),
      updatedAt: at(3),
    });
    const finishedOn = 12 + work.parts.length * 10;
    await db.insert(projects).values({
      id: projectId,
      title: work.title,
      requestId,
      proposalId,
      clientId: client,
      status: 'DONE',
      budgetCents: price,
      currency: 'USD',
      score: work.score,
      createdAt: at(3),
      updatedAt: at(finishedOn),
    });
    await db.insert(projectMembers).values([
      { projectId, userId: client, role: 'client', joinedAt: at(3) },
      { projectId, userId: ada, role: 'provider', joinedAt: at(3) },
    ]);
    for (const [part, [title, amount, late]] of work.parts.entries()) {
      const due = 10 + part * 10;
      const milestoneId = newId();
      await db.insert(milestones).values({
        id: milestoneId,
        projectId,
        position: part + 1,
        title,
        description: '',
        amountCents: amount,
        currency: 'USD',
        dueDate: day(due),
        status: 'PAID',
        fundedAt: at(due - 8),
        deliveredAt: at(due - 1 + late),
        deliveryNote: 'Delivered; notes in the project chat.',
        approvedAt: at(due + late),
        paidAt: at(due + late + 1),
      });
      const paymentId = newId();
      await db.insert(payments).values({
        id: paymentId,
        projectId,
        milestoneId,
        payerId: client,
        payeeId: ada,
        amountCents: amount,
        currency: 'USD',
        method: MoneyCollectingMethodType.MARKED_AS_PAID,
        status: 'PAID',
        createdAt: at(due - 8),
        paidAt: at(due - 8),
      });
      // The ledger's movements of the milestone (decision 2000): funded off-platform, then released.
      const money = { projectId, amountCents: amount, currency: 'USD' };
      await recordHeld(db, milestoneId, { ...money, id: paymentId, payerId: client, payeeId: ada });
      await recordReleased(db, milestoneId, {
        ...money,
        payeeId: ada,
        paymentId,
        cause: { kind: 'release', id: paymentId },
      });
    }
    // Every third month Grace also closed a job after turning down Ada's and Lin's proposals.
    if (index % 3 === 0) {
      const closedId = newId();
      await db.insert(requests).values({
        ...job(`${work.title}: second opinion`, price),
        id: closedId,
        clientId: client,
        status: 'CLOSED',
        createdAt: at(0),
        updatedAt: at(5),
      });
      for (const provider of [ada, lin])
        await db.insert(proposals).values({
          id: newId(),
          requestId: closedId,
          providerId: provider,
          priceCents: price + 15_000,
          currency: 'USD',
          durationDays: 40,
          notes: 'I would take a little longer.',
          milestones: [
            { title: 'All of it', description: '', amount_cents: price + 15_000, due_date: day(40) },
          ],
          paymentPlan: 'per_milestone',
          status: 'REJECTED',
          rejectReason: 'We chose another proposal.',
          createdAt: at(2),
          updatedAt: at(4),
        });
    }
  }
}
