import { fundMilestoneMock } from './fund-milestone';
import { startMilestoneMock } from './start-milestone';
import { deliverMilestoneMock } from './deliver-milestone';
import { approveMilestoneMock } from './approve-milestone';
import { payMilestoneMock } from './pay-milestone';

/** The milestone area's calls: each one's scenario factories, by operation name. */
export const milestoneMocks = {
  fundMilestone: fundMilestoneMock,
  startMilestone: startMilestoneMock,
  deliverMilestone: deliverMilestoneMock,
  approveMilestone: approveMilestoneMock,
  payMilestone: payMilestoneMock,
} as const;
