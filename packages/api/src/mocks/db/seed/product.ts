import {
  buildOpsEvent,
  buildProduct,
  buildProductCollaborator,
  buildProductInvite,
  buildProductIssue,
  buildRoadmapItem,
  buildWorkItem,
} from '../../factories/product';
import { fixtureTime } from '../../factories/sequence';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's salon booking product. */
export const seedProduct = ({ a }: DemoPeople) => buildProduct({ id: 'product-salon', owner: a });

/** The product's roadmap, work, operations, collaborators, invite and issues. */
export function productTables(
  { a, b, c }: DemoPeople,
  product: ReturnType<typeof seedProduct>,
): Pick<
  MockDb,
  | 'products'
  | 'roadmap'
  | 'workItems'
  | 'opsEvents'
  | 'productCollaborators'
  | 'productInvites'
  | 'productIssues'
> {
  return {
    products: [product],
    roadmap: {
      [product.id]: [
        buildRoadmapItem({
          id: 'roadmap-1',
          title: 'Online deposits',
          quarter: '2026-Q4',
          status: 'in_progress',
        }),
        buildRoadmapItem({ id: 'roadmap-2', title: 'SMS reminders', quarter: '2027-Q1', status: 'planned' }),
        buildRoadmapItem({ id: 'roadmap-3', title: 'Stylist profiles', quarter: '2026-Q3', status: 'done' }),
      ],
    },
    workItems: {
      [product.id]: [
        buildWorkItem({
          id: 'work-1',
          assignee: b,
          issue: { id: 'product-issue-1', number: 1, title: 'Reminder emails land in spam' },
        }),
        buildWorkItem({
          id: 'work-2',
          title: 'Deposit refunds',
          assignee: null,
          status: 'todo',
          estimate_hours: 6,
        }),
        buildWorkItem({
          id: 'work-3',
          title: 'Stylist photos',
          assignee: c,
          status: 'done',
          estimate_hours: 4,
        }),
      ],
    },
    opsEvents: {
      [product.id]: [
        buildOpsEvent({
          id: 'ops-2',
          kind: 'incident',
          title: 'Payments page slow',
          status: 'resolved',
          severity: 'sev2',
          happened_at: fixtureTime(550),
          resolved_at: fixtureTime(580),
        }),
        buildOpsEvent({ id: 'ops-1' }),
      ],
    },
    productCollaborators: {
      [product.id]: [
        buildProductCollaborator({ user: a, role: 'owner' }),
        buildProductCollaborator({ user: b, role: 'collaborator' }),
        buildProductCollaborator({ user: c, role: 'collaborator' }),
      ],
    },
    productInvites: { [product.id]: [buildProductInvite({ id: 'invite-1' })] },
    productIssues: {
      [product.id]: [
        buildProductIssue({
          id: 'product-issue-1',
          product_id: product.id,
          number: 1,
          title: 'Reminder emails land in spam',
          reporter: a,
          assignee: b,
        }),
        buildProductIssue({
          id: 'product-issue-2',
          product_id: product.id,
          number: 2,
          title: 'Calendar misses holidays',
          description: 'Bank holidays show as open days in the booking calendar.',
          reporter: c,
          assignee: null,
          created_at: fixtureTime(470),
          updated_at: fixtureTime(470),
        }),
      ],
    },
  };
}
