import type { Status } from '@lancer/ui/components/status-badge';

/**
 * The numbers and states of /demo's sample (its words are texts of the public namespace,
 * demo.sampleData). Nothing here comes from, or goes to, the API.
 */
export type DemoMilestone = {
  /** Key of demo.sampleData.milestones. */
  key: string;
  amountCents: number;
  due: string;
  status: Status;
};

export type DemoSample = {
  job: { budgetCents: [number, number]; proposals: number; skills: readonly string[] };
  milestones: readonly DemoMilestone[];
  issue: { number: number; state: 'open' | 'resolved' | 'closed'; milestoneKey: string };
  /** Per month: earnings and spending in dollars. */
  chart: readonly { month: string; earnings: number; spending: number }[];
};

export const demoSample: DemoSample = {
  job: { budgetCents: [500_000, 700_000], proposals: 7, skills: ['mobile', 'payments', 'design'] },
  milestones: [
    { key: 'design', amountCents: 150_000, due: '2026-12-04', status: 'PAID' },
    { key: 'build', amountCents: 350_000, due: '2027-01-08', status: 'IMPLEMENTING' },
    { key: 'launch', amountCents: 150_000, due: '2027-01-22', status: 'PENDING' },
  ],
  issue: { number: 3, state: 'resolved', milestoneKey: 'build' },
  chart: [
    { month: '2026-01', earnings: 1200, spending: 400 },
    { month: '2026-02', earnings: 1800, spending: 650 },
    { month: '2026-03', earnings: 1500, spending: 900 },
    { month: '2026-04', earnings: 2600, spending: 700 },
    { month: '2026-05', earnings: 2200, spending: 1200 },
    { month: '2026-06', earnings: 3100, spending: 800 },
    { month: '2026-07', earnings: 2900, spending: 1500 },
    { month: '2026-08', earnings: 3400, spending: 1100 },
    { month: '2026-09', earnings: 3800, spending: 1300 },
    { month: '2026-10', earnings: 3300, spending: 1700 },
    { month: '2026-11', earnings: 4200, spending: 1400 },
    { month: '2026-12', earnings: 4600, spending: 1800 },
  ],
};
